import type { UIMatch } from 'react-router'

/** What a route module may tell the shared layout through its `handle` export. */
export type RouteHandle = {
  /** The page places the map itself, so the layout leaves its own out. */
  ownMap?: boolean
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null
}

export function hasOwnMap(matches: UIMatch[]): boolean {
  return matches.some((match) => isRouteHandle(match.handle) && match.handle.ownMap === true)
}
