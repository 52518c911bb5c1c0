import { INBOX_PATH } from '../../shared/admin-paths'

export const CALENDAR_PATH = `${INBOX_PATH}/calendar`
export const CALENDAR_RESET_PATH = `${CALENDAR_PATH}/reset`
export const calendarFeedPath = (secret: string) => `${CALENDAR_PATH}/${secret}.ics`

const FEED_PATH = /^\/admin\/leads\/calendar\/([A-Za-z0-9_-]+)\.ics$/

/** The feed's secret when the path has the feed's shape; calendars fetch it without a session. */
export function feedSecretOf(pathname: string): string | undefined {
  return FEED_PATH.exec(pathname)?.[1]
}

/** For the request log: the feed's secret is its key, so a logged path never holds it. */
export function withoutFeedSecret(pathname: string): string {
  return feedSecretOf(pathname) === undefined ? pathname : `${CALENDAR_PATH}/(secret).ics`
}
