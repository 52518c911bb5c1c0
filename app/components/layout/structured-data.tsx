import { useMatches } from 'react-router'

// As React Router's <Meta /> escapes them.
const UNSAFE_IN_SCRIPT = /[&<>\u2028\u2029]/g
const escapeForScript = (json: string) =>
  json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

// At the body's end: search engines read it anywhere, and the first screen comes first.
export function StructuredData() {
  const data = useMatches()
    .map((match) => (match.loaderData as { structuredData?: unknown } | undefined)?.structuredData)
    .findLast((found) => found !== undefined)
  if (data === undefined) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: escapeForScript(JSON.stringify(data)) }}
    />
  )
}
