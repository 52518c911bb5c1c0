import type { ComponentType } from 'react'
import { jsonInScript } from '~/lib/json-in-script'
import type { IslandName } from './registry'

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
