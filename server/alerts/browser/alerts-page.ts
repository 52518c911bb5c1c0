// The alerts page's script: registers the inbox's service worker and subscribes this browser.
// Everything else on the page is a plain form that works without it.

type Elements = {
  root: HTMLElement
  form: HTMLFormElement
  device: HTMLInputElement
  status: HTMLElement
}

function elements(): Elements | undefined {
  const root = document.querySelector<HTMLElement>('[data-push-root]')
  const form = root?.querySelector<HTMLFormElement>('form[data-push-subscribe]')
  const device = form?.querySelector<HTMLInputElement>('input[name="device"]')
  const status = root?.querySelector<HTMLElement>('[data-push-status]')
  return root && form && device && status ? { root, form, device, status } : undefined
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index)
  return bytes
}

function say(status: HTMLElement, text: string) {
  status.textContent = text
}

async function subscribe(parts: Elements) {
  const { root, device, status } = parts
  const key = root.dataset.vapidKey ?? ''
  const worker = root.dataset.serviceWorker ?? ''
  const scope = root.dataset.scope ?? ''
  const endpoint = root.dataset.subscribeUrl ?? ''
  if (Notification.permission !== 'granted') {
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') {
      say(
        status,
        'Alerts are blocked for this site: allow notifications in the browser’s settings, then try again.',
      )
      return
    }
  }
  say(status, 'Turning alerts on…')
  await navigator.serviceWorker.register(worker, { scope })
  const registration = await navigator.serviceWorker.ready
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }))
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...subscription.toJSON(), device: device.value.trim() }),
  })
  if (response.status !== 201) {
    say(status, `The server did not keep this device (${response.status}). Reload and try again.`)
    return
  }
  window.location.assign(`${window.location.pathname}?done=subscribed`)
}

function start() {
  const parts = elements()
  if (!parts) return
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    say(
      parts.status,
      'This browser cannot take alerts. On an iPhone, add the inbox to your Home Screen first.',
    )
    return
  }
  // Registered on every visit, so an updated worker replaces the old one.
  void navigator.serviceWorker
    .register(parts.root.dataset.serviceWorker ?? '', { scope: parts.root.dataset.scope ?? '' })
    .catch(() => undefined)
  parts.form.hidden = false
  say(parts.status, '')
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault()
    subscribe(parts).catch((error: unknown) => {
      say(
        parts.status,
        `Alerts could not be turned on: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
  })
}

start()
