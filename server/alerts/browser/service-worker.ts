// The inbox's service worker: shows pushed alerts and opens a lead on a tap. It has no fetch
// handler and opens no cache, so no lead's data is ever kept by the browser.
import type { PushPayload } from '../notification'

// The few service-worker types used here; the project's TypeScript lib is the page's (DOM).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null }
type NotificationEvent = ExtendableEvent & { notification: Notification }
type WindowClient = {
  url: string
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
}
type Worker = {
  location: Location
  navigator: Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>
  registration: ServiceWorkerRegistration
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
}

const worker = self as unknown as Worker
const SCOPE = new URL(worker.registration.scope).pathname
const ICON = `${SCOPE}/icons/icon-192.png`

function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined
    if (data && typeof data.title === 'string') {
      return {
        title: data.title,
        body: String(data.body ?? ''),
        url: String(data.url ?? SCOPE),
        tag: String(data.tag ?? ''),
        renotify: Boolean(data.renotify),
        unopened: Number(data.unopened),
      }
    }
  } catch {
    // An unreadable push still tells the owner to look.
  }
  return { title: 'New lead', body: '', url: SCOPE, tag: '', renotify: false, unopened: NaN }
}

/** The installed app's icon shows the inbox's unopened count, where the browser has the Badging API. */
async function setBadge(unopened: number): Promise<void> {
  const { setAppBadge, clearAppBadge } = worker.navigator
  // A push without a count (an older server's) leaves the badge as it is.
  if (!setAppBadge || !clearAppBadge || !Number.isInteger(unopened) || unopened < 0) return
  await (
    unopened > 0
      ? setAppBadge.call(worker.navigator, unopened)
      : clearAppBadge.call(worker.navigator)
  ).catch(() => undefined)
}

/** Only a page of the inbox on this site: a push cannot send the owner anywhere else. */
function inboxUrl(value: unknown): string {
  const url = new URL(typeof value === 'string' ? value : SCOPE, worker.location.origin)
  const inside = url.pathname === SCOPE || url.pathname.startsWith(`${SCOPE}/`)
  return url.origin === worker.location.origin && inside
    ? url.href
    : `${worker.location.origin}${SCOPE}`
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()))
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))

worker.addEventListener('push', (event) => {
  const payload = payloadOf(event)
  const options = {
    body: payload.body,
    icon: ICON,
    badge: ICON,
    data: { url: payload.url },
    ...(payload.tag ? { tag: payload.tag, renotify: payload.renotify } : {}),
  }
  event.waitUntil(
    Promise.all([
      worker.registration.showNotification(payload.title, options),
      setBadge(payload.unopened),
    ]),
  )
})

worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = inboxUrl((event.notification.data as { url?: unknown } | null)?.url)
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
      // An inbox already open is brought to the lead rather than a second window opened.
      const open = windows.find((client) => new URL(client.url).pathname.startsWith(SCOPE))
      if (open) {
        const shown = (await open.navigate(url).catch(() => null)) ?? open
        await shown.focus().catch(() => undefined)
        return
      }
      await worker.clients.openWindow(url)
    })(),
  )
})
