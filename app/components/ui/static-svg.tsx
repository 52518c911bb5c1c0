// Our own build-time drawing, never user input; hydration keeps the markup as it is.
export function StaticSvg({ markup, className = '' }: { markup: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />
}
