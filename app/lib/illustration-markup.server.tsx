import { renderToStaticMarkup } from 'react-dom/server'
import { illustrations } from '~/components/illustrations'
import type { IllustrationName } from '~/content/schemas'

/**
 * An illustration as static SVG markup, rendered at build time by a route loader. The drawings
 * never change and take no input, so they travel inside the HTML (and styled by the page's
 * colour tokens, dark mode included) instead of as JavaScript.
 */
export function illustrationMarkup(name: IllustrationName, className: string): string {
  const Drawing = illustrations[name]
  return renderToStaticMarkup(<Drawing className={className} />)
}
