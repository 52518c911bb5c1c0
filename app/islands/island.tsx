import type { ComponentType } from 'react'
import type { IslandName } from './registry'

// JSON that closes no <script> element and opens no comment, whatever the text says.
const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

// No context and no `useId`: its own root must render exactly what the page's render wrote.
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName
  component: ComponentType<Props>
  props: Props
}) {
  return (
    <>
      <div data-island={name}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: jsonInScript(props) }}
      />
    </>
  )
}
