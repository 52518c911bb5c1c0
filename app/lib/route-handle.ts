import type { UIMatch } from 'react-router'

import type { IslandName } from '~/islands/registry'

export type RouteHandle = {
  // The page places the map itself, so the layout leaves its own out.
  ownMap?: boolean
  islands?: readonly IslandName[]
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null
}

export function hasOwnMap(matches: UIMatch[]): boolean {
  return matches.some((match) => isRouteHandle(match.handle) && match.handle.ownMap === true)
}

export function islandsOf(matches: UIMatch[]): IslandName[] {
  return matches.flatMap((match) =>
    isRouteHandle(match.handle) && match.handle.islands ? [...match.handle.islands] : [],
  )
}
