import { INBOX_PATH } from '../../shared/admin-paths'

export const ALERTS_PATH = `${INBOX_PATH}/alerts`
export const PUSH_SUBSCRIPTIONS_PATH = `${INBOX_PATH}/push-subscriptions`
export const MANIFEST_PATH = `${INBOX_PATH}/manifest.webmanifest`
export const SERVICE_WORKER_PATH = `${INBOX_PATH}/service-worker.js`
export const ALERTS_SCRIPT_PATH = `${INBOX_PATH}/alerts.js`
export const BADGE_SCRIPT_PATH = `${INBOX_PATH}/badge.js`
export const ICONS_PATH = `${INBOX_PATH}/icons`
export const ICON_FILES = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'] as const

/** They hold no lead: the browser fetches the manifest and the worker without the owner's cookie. */
export const ALERT_OPEN_PATHS = [
  MANIFEST_PATH,
  SERVICE_WORKER_PATH,
  ALERTS_SCRIPT_PATH,
  BADGE_SCRIPT_PATH,
  ...ICON_FILES.map((file) => `${ICONS_PATH}/${file}`),
]
