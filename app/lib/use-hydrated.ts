import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

// Controls render their HTML-and-CSS form until hydrated, so they work before and without script.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
