import { createHash } from 'node:crypto'

/**
 * The test's own reading of a page's inline scripts (server/site/security-headers.ts has the
 * production one; the tests hash on their own so that a fault there cannot hide itself): every
 * <script> with a body, neither a file nor structured data.
 */
export function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map(([, body]) => body ?? '')
    .filter((body) => body.trim() !== '')
}

/** The CSP source that allows one inline script: 'sha256-…'. */
export const scriptHashSource = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`

/** Runs an inline script as the page would: in the global scope, as the parser reaches it. */
export const runInlineScript = (script: string): unknown => new Function(script)()
