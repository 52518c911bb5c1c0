import type { UIMatch } from 'react-router'

import type { IslandName } from '~/islands/registry'

/** What a route module may tell the shared layout through its `handle` export. */
export type RouteHandle = {
  /** The page places the map itself, so the layout leaves its own out. */
  ownMap?: boolean
  /** The page's islands (app/islands/): the layout then loads their script after the first paint. */
  islands?: readonly IslandName[]
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null
}

export function hasOwnMap(matches: UIMatch[]): boolean {
  return matches.some((match) => isRouteHandle(match.handle) && match.handle.ownMap === true)
}

/** The islands the matched routes declare. */
export function islandsOf(matches: UIMatch[]): IslandName[] {
  return matches.flatMap((match) =>
    isRouteHandle(match.handle) && match.handle.islands ? [...match.handle.islands] : [],
  )
}
