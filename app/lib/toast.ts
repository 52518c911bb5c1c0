// The toast library is only downloaded when the first toast is shown.
export const TOAST_DEFAULT_DURATION_MS = 5000
export const TOAST_MIN_WIDTH_PX = 300
export const TOAST_MAX_WIDTH_PX = 560

type ToastStatus = 'success' | 'error' | 'info' | 'warning'
type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right'

export type Toast = {
  id: string
  message: string
  position: ToastPosition
  duration: number
  status: ToastStatus
  requestClose: () => void
}

export type ToastInput = Partial<Omit<Toast, 'message' | 'requestClose'>> & { message: string }

type ToastEvent = { type: 'show'; toast: Toast } | { type: 'close'; id: string }
type Listener = (event: ToastEvent) => void

let counter = 0
let listener: Listener | undefined
const queued: ToastEvent[] = []
const requestedListeners = new Set<() => void>()
let requested = false

function emit(event: ToastEvent) {
  if (listener) listener(event)
  else queued.push(event)
  if (!requested) {
    requested = true
    requestedListeners.forEach((notify) => notify())
  }
}

export function showToast(input: ToastInput): Toast {
  const id = input.id ?? `toast-${++counter}`
  const toast: Toast = {
    id,
    message: input.message,
    status: input.status ?? 'info',
    position: input.position ?? 'top-center',
    duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
    requestClose: () => emit({ type: 'close', id }),
  }
  emit({ type: 'show', toast })
  return toast
}

// Events shown before the host loaded are replayed in order.
export function connectToastHost(host: Listener): () => void {
  listener = host
  queued.splice(0).forEach(host)
  return () => {
    if (listener === host) listener = undefined
  }
}

export const toastsRequested = {
  subscribe(notify: () => void) {
    requestedListeners.add(notify)
    return () => requestedListeners.delete(notify)
  },
  get: () => requested,
}
