import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ALERTS_PATH, BADGE_SCRIPT_PATH, ICONS_PATH, MANIFEST_PATH } from '../alerts/paths'
import { LIGHT_TOKENS } from './stylesheet'
import { ADMIN_PATH, INBOX_PATH, SIGN_OUT_PATH, UI_STYLESHEET_PATH } from '../../shared/admin-paths'

export type Section =
  | 'inbox'
  | 'spam'
  | 'visits'
  | 'availability'
  | 'sources'
  | 'calendar'
  | 'email'
  | 'alerts'
  | 'none'

export function renderPage(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`
}

function Document({
  title,
  unopened,
  children,
}: {
  title: string
  unopened: number | undefined
  children: ReactNode
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <link rel="stylesheet" href={UI_STYLESHEET_PATH} />
        <link rel="manifest" href={MANIFEST_PATH} />
        <link rel="apple-touch-icon" href={`${ICONS_PATH}/icon-192.png`} />
        <meta name="theme-color" content={LIGHT_TOKENS.brand} />
        <script src={BADGE_SCRIPT_PATH} defer />
      </head>
      {/* The badge script reads the count here to set the installed app's icon badge. */}
      <body data-unopened={unopened}>{children}</body>
    </html>
  )
}

export function InboxLayout(props: {
  title: string
  section: Section
  editor: string
  siteEditor: boolean
  /** Leads in the inbox not opened yet: "(3) Inbox · Leads" in the tab and the app switcher. */
  unopened?: number
  children: ReactNode
}) {
  const current = (section: Section) => (props.section === section ? 'page' : undefined)
  // A page that does not know the count says nothing, rather than clearing the badge with 0.
  const count = props.unopened ? `(${props.unopened}) ` : ''
  return (
    <Document title={`${count}${props.title} · Leads`} unopened={props.unopened}>
      <header className="bar">
        <nav aria-label="Leads">
          <a className="site" href={INBOX_PATH}>
            Leads
          </a>
          <a href={INBOX_PATH} aria-current={current('inbox')}>
            Inbox
          </a>
          <a href={`${INBOX_PATH}?folder=spam`} aria-current={current('spam')}>
            Spam
          </a>
          <a href={`${INBOX_PATH}/visits`} aria-current={current('visits')}>
            Upcoming visits
          </a>
          <a href={`${INBOX_PATH}/availability`} aria-current={current('availability')}>
            Visit hours
          </a>
          <a href={`${INBOX_PATH}/sources`} aria-current={current('sources')}>
            Where leads come from
          </a>
          <a href={`${INBOX_PATH}/calendar`} aria-current={current('calendar')}>
            Calendar
          </a>
          <a href={`${INBOX_PATH}/email`} aria-current={current('email')}>
            E-mail alerts
          </a>
          <a href={ALERTS_PATH} aria-current={current('alerts')}>
            Phone alerts
          </a>
          {props.siteEditor ? <a href={ADMIN_PATH}>Edit the site</a> : null}
          <form method="post" action={SIGN_OUT_PATH}>
            <button type="submit" className="link" title={`Signed in as ${props.editor}`}>
              Sign out
            </button>
          </form>
        </nav>
      </header>
      <main>{props.children}</main>
    </Document>
  )
}
