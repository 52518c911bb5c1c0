import type { ComponentType } from 'react'
import type { IslandName } from './registry'

/** JSON that closes no <script> element and opens no comment, whatever the text says. */
const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * An interactive part of a page that HTML and CSS cannot do alone: rendered with the page at build
 * time like everything else, then hydrated on its own (`hydrateRoot` on this container, from the
 * props written beside it) by app/islands/islands.client.ts, once the page has painted and the
 * island nears the viewport. Until then, and without script, its HTML works as it is. A page with
 * an island lists it in its route's handle (`islands`), which brings the islands' script.
 *
 * The component is the one registry.ts loads under that name. It takes everything from its props
 * (plain JSON) and uses no context and no `useId`: its own root in the browser must render
 * exactly what the page's render wrote.
 */
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
