import { renderToStaticMarkup } from 'react-dom/server'
import { illustrations } from '~/components/illustrations'
import type { IllustrationName } from '~/content/schemas'

// The drawings take no input, so they travel inside the HTML instead of as JavaScript.
export function illustrationMarkup(name: IllustrationName, className: string): string {
  const Drawing = illustrations[name]
  return renderToStaticMarkup(<Drawing className={className} />)
}
