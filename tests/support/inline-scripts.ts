import { createHash } from 'node:crypto'

// Not server/site/security-headers.ts's own reading, so a fault there cannot hide itself.
export function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map(([, body]) => body ?? '')
    .filter((body) => body.trim() !== '')
}

export const scriptHashSource = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`

export const runInlineScript = (script: string): unknown => new Function(script)()
