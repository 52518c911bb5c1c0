import { type CSSProperties, useEffect } from 'react'
import { Toaster, toast } from 'sonner'
import { noticesContent } from '~/content/notices'
import { TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX, connectToastHost } from '~/lib/toast'

const toastWidth: CSSProperties & Record<'--width', string> = {
  '--width': `clamp(${TOAST_MIN_WIDTH_PX}px, calc(100vw - 32px), ${TOAST_MAX_WIDTH_PX}px)`,
}

export default function ToastHost() {
  useEffect(
    () =>
      connectToastHost((event) => {
        if (event.type === 'close') {
          toast.dismiss(event.id)
          return
        }
        const { id, message, duration, position, status } = event.toast
        const show = status === 'info' ? toast.info : toast[status]
        show(message, { id, duration, position, closeButton: true })
      }),
    [],
  )
  return (
    <Toaster
      closeButton
      richColors
      theme={document.documentElement.classList.contains('dark') ? 'dark' : 'light'}
      toastOptions={{ closeButtonAriaLabel: noticesContent.toast.close }}
      style={toastWidth}
    />
  )
}
