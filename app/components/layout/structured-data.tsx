import type { MetaDescriptor } from 'react-router'
import { useMatches } from 'react-router'

const STRUCTURED_DATA = 'script:ld+json' as const

type WithMeta = { meta?: MetaDescriptor[] } | undefined

/**
 * A page's head tags: its loader's meta without the structured data, which the page carries at
 * its end instead (<StructuredData />). Search engines read JSON-LD anywhere in the page, and in
 * the head its ~600 compressed bytes came before the first screen, inside the first round trip.
 */
export function headMeta(loaderData: WithMeta): MetaDescriptor[] {
  return (loaderData?.meta ?? []).filter((tag) => !(STRUCTURED_DATA in tag))
}

/** Characters that must not appear raw inside a <script> (as React Router's <Meta /> escapes). */
const UNSAFE_IN_SCRIPT = /[&<>\u2028\u2029]/g
const escapeForScript = (json: string) =>
  json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** The current page's JSON-LD (from its loader's meta), rendered at the end of the body. */
export function StructuredData() {
  const data = useMatches()
    .map((match) => structuredDataOf(match.loaderData as WithMeta))
    .findLast((found) => found !== undefined)
  if (data === undefined) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: escapeForScript(JSON.stringify(data)) }}
    />
  )
}

function structuredDataOf(loaderData: WithMeta): unknown {
  for (const tag of loaderData?.meta ?? []) {
    if (STRUCTURED_DATA in tag) return tag[STRUCTURED_DATA]
  }
  return undefined
}
