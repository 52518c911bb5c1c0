import { useHydrated } from '~/lib/use-hydrated'

/**
 * The copyright year: the build's year in the pre-rendered HTML (so hydration matches it), then
 * the visitor's current year, so a site built in December is not a year behind in January.
 */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  const year = useHydrated() ? new Date().getFullYear() : builtIn
  return <time dateTime={String(year)}>{year}</time>
}
