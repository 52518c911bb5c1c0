import { expect, test, vi } from 'vitest'
import { TOAST_DEFAULT_DURATION_MS, connectToastHost, showToast, toastsRequested } from './toast'

test('toasts before the host loads are queued, replayed in order, and request the host', () => {
  const requested = vi.fn()
  const unsubscribe = toastsRequested.subscribe(requested)
  expect(toastsRequested.get()).toBe(false)
  const first = showToast({ message: 'Sent', status: 'success' })
  const second = showToast({
    message: 'Failed',
    status: 'error',
    duration: 8000,
    position: 'bottom-right',
  })
  expect(toastsRequested.get()).toBe(true)
  expect(requested).toHaveBeenCalledOnce()

  const events: unknown[] = []
  const disconnect = connectToastHost((event) => events.push(event))
  expect(events).toEqual([
    {
      type: 'show',
      toast: expect.objectContaining({ id: first.id, message: 'Sent', status: 'success' }),
    },
    {
      type: 'show',
      toast: expect.objectContaining({ id: second.id, duration: 8000, position: 'bottom-right' }),
    },
  ])
  second.requestClose()
  expect(events.at(-1)).toEqual({ type: 'close', id: second.id })
  disconnect()
  unsubscribe()
})

test('defaults: 5000 ms, info, a unique id', () => {
  const events: unknown[] = []
  const disconnect = connectToastHost((event) => events.push(event))
  const toast = showToast({ message: 'Hello' })
  expect(TOAST_DEFAULT_DURATION_MS).toBe(5000)
  expect(toast).toMatchObject({ duration: 5000, status: 'info' })
  expect(showToast({ message: 'Again' }).id).not.toBe(toast.id)
  disconnect()
})
