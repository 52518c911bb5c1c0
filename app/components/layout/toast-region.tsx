import { Suspense, lazy, useSyncExternalStore } from 'react'
import { loadChunk } from '~/lib/chunk-loader'
import { toastsRequested } from '~/lib/toast'

const ToastHost = lazy(() => loadChunk('toaster', () => import('./toaster')))

// Downloads nothing until the first toast is asked for.
export function ToastRegion() {
  const requested = useSyncExternalStore(
    toastsRequested.subscribe,
    toastsRequested.get,
    () => false,
  )
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}
