import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False in the pre-rendered HTML and during hydration, true once React owns the page. Controls
 * render their HTML-and-CSS form until then (so they work before and without script) and switch
 * to their scripted form after, in one re-render React schedules itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
