import { ALERTS_PATH } from '../alerts/paths'
import { INBOX_PATH } from '../../shared/admin-paths'
import { PAGE_SIZE, SPAM_KEPT_DAYS } from '../leads/inbox-queries'
import { type InboxFilter, LEAD_STATUSES, type LeadSummary, STATUS_LABELS } from '../leads/types'
import { answerClock, exactTime, firstLine, isWaiting, relativeTime, thumbnailSize } from './format'
import { InboxLayout } from './layout'

function filterQuery(filter: InboxFilter, page?: number): string {
  const params = new URLSearchParams()
  if (filter.folder === 'spam') params.set('folder', 'spam')
  if (filter.status) params.set('status', filter.status)
  if (filter.query) params.set('q', filter.query)
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

function LeadRow({ lead, now }: { lead: LeadSummary; now: number }) {
  const waiting = isWaiting(lead, now)
  const clock = answerClock(lead, now)
  return (
    <li>
      <a className={lead.openedAt ? 'lead' : 'lead unread'} href={`${INBOX_PATH}/${lead.id}`}>
        <span className="top">
          <span className="who">
            {lead.name}
            {lead.openedAt ? null : <span className="visually-hidden"> (not opened yet)</span>}
          </span>
          {lead.urgency === 'emergency' ? <span className="chip emergency">Emergency</span> : null}
          <span className={`chip ${lead.status}`}>{STATUS_LABELS[lead.status]}</span>
          {waiting ? <span className="chip waiting">Waiting over a day</span> : null}
        </span>
        <span className="meta">
          <time dateTime={lead.createdAt}>{relativeTime(lead.createdAt, now)}</time> ·{' '}
          {exactTime(lead.createdAt)}
          {lead.page ? ` · from ${lead.page}` : ''}
          {clock ? ` · ${clock}` : ''}
        </span>
        <span className="line">{firstLine(lead.comment)}</span>
        {lead.photos.length > 0 ? (
          <span className="thumbs">
            {lead.photos.map((photo, index) => (
              <img
                key={photo.id}
                src={`${INBOX_PATH}/${lead.id}/photos/${photo.id}/thumbnail`}
                alt={`Photo ${index + 1}`}
                width={thumbnailSize(photo, 64).width}
                height={thumbnailSize(photo, 64).height}
              />
            ))}
          </span>
        ) : null}
      </a>
    </li>
  )
}

export function ListPage(props: {
  editor: string
  siteEditor: boolean
  unopened?: number
  filter: InboxFilter
  page: number
  leads: LeadSummary[]
  total: number
  failingAlerts: number
  failingPushes?: number
  notice?: string
  now: number
}) {
  const { filter, page, total } = props
  const { now } = props
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const spam = filter.folder === 'spam'
  const title = spam ? 'Spam' : 'Inbox'
  const base = spam ? { folder: 'spam' as const } : { folder: 'inbox' as const }
  return (
    <InboxLayout
      title={title}
      section={spam ? 'spam' : 'inbox'}
      editor={props.editor}
      siteEditor={props.siteEditor}
      unopened={props.unopened}
    >
      <h1>{title}</h1>
      {props.notice ? (
        <p className="notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {props.failingAlerts > 0 ? (
        <p className="alert" role="alert">
          E-mail alerts are failing: {props.failingAlerts} lead
          {props.failingAlerts === 1 ? ' has' : 's have'} not reached your mailbox yet. Every lead
          is here all the same; open one to see why its e-mail failed and when it is tried again.
        </p>
      ) : null}
      {props.failingPushes ? (
        <p className="alert" role="alert">
          Phone alerts are failing: {props.failingPushes} alert
          {props.failingPushes === 1 ? ' has' : 's have'} not reached a device yet and{' '}
          {props.failingPushes === 1 ? 'is' : 'are'} being tried again. Every lead is here all the
          same; a lead’s history says which device failed and why, and{' '}
          <a href={ALERTS_PATH}>Phone alerts</a> lists the devices.
        </p>
      ) : null}
      {spam ? (
        <p className="meta">
          Messages that looked like robots sent them. Nothing here is e-mailed to you; open one and
          choose “Not spam” to move it to the inbox. Spam older than {SPAM_KEPT_DAYS} days is
          deleted.
        </p>
      ) : null}
      <form className="filters" method="get" action={INBOX_PATH} role="search">
        {spam ? <input type="hidden" name="folder" value="spam" /> : null}
        <label>
          Search
          <input
            type="search"
            name="q"
            defaultValue={filter.query ?? ''}
            placeholder="Name, e-mail, phone or words"
          />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show</button>
      </form>
      <p className="row meta">
        <span>
          {total === 0
            ? 'No leads match.'
            : `${total} lead${total === 1 ? '' : 's'}${filter.status || filter.query ? ' match' : ''}.`}
        </span>
        {filter.status || filter.query ? (
          <a href={`${INBOX_PATH}${filterQuery(base)}`}>Show all</a>
        ) : null}
        {total > 0 ? (
          <a href={`${INBOX_PATH}/export.csv${filterQuery(filter)}`} download>
            Download these as CSV
          </a>
        ) : null}
      </p>
      <ul className="leads">
        {props.leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} now={now} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page > 1 ? (
            <a href={`${INBOX_PATH}${filterQuery(filter, page - 1)}`}>← Newer</a>
          ) : (
            <span />
          )}
          <span className="meta">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <a href={`${INBOX_PATH}${filterQuery(filter, page + 1)}`}>Older →</a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </InboxLayout>
  )
}
