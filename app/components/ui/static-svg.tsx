/**
 * Shows build-time SVG markup (see illustration-markup.server.tsx). Hydration keeps the
 * pre-rendered markup as it is; the string is our own drawing, never user input.
 */
export function StaticSvg({ markup, className = '' }: { markup: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />
}
