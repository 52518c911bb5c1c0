/**
 * The copyright year: the build's year in the pre-rendered HTML, which the page's controls script
 * (app/inline-scripts/controls.ts) sets to the visitor's current year, so a site built in December
 * is not a year behind in January.
 */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  return <time dateTime={String(builtIn)}>{builtIn}</time>
}
