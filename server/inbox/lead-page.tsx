import { siteConfig } from '../../app/content/site'
import { INBOX_PATH } from '../../shared/admin-paths'
import { type AlertState, LEAD_STATUSES, type LeadDetail, STATUS_LABELS } from '../leads/types'
import { serviceName, urgencyName } from '../../app/lib/quote-extras'
import {
  answerClock,
  dialable,
  exactTime,
  isWaiting,
  mailtoLink,
  relativeTime,
  thumbnailSize,
} from './format'
import { InboxLayout } from './layout'
import { VISIT_ID, VisitBlock } from './visit-block'
import type { Visit } from '../visits/visit-queries'
import type { OpenWindow } from '../visits/windows'

export const NOTE_MAX_LENGTH = 2000

/** Where a change brings the owner back to: the section whose buttons made it. */
export const ACTIONS_ID = 'actions'
export const NOTES_ID = 'notes'
export type Notice = {
  text: string
  at: 'top' | typeof ACTIONS_ID | typeof NOTES_ID | typeof VISIT_ID
}

export type AnswerLink = 'call' | 'text' | 'reply'

/** Where a tap on call, text or reply finally goes, once the server has noted it. */
export function answerTarget(lead: LeadDetail, via: AnswerLink): string | undefined {
  if (via === 'reply') {
    return mailtoLink(lead.email, `Your tree care request to ${siteConfig.companyName}`)
  }
  if (!lead.phone) return undefined
  return `${via === 'call' ? 'tel' : 'sms'}:${dialable(lead.phone)}`
}

function NoticeAt({ notice, at }: { notice: Notice | undefined; at: Notice['at'] }) {
  if (notice?.at !== at) return null
  return (
    <p className="notice" role="status">
      {notice.text}
    </p>
  )
}

function AlertLine({ alert }: { alert: AlertState }) {
  switch (alert.kind) {
    case 'off':
      return <>No e-mail for this lead (alerts are off, or it came in as spam).</>
    case 'sent':
      return <>E-mailed to you {exactTime(alert.at)}.</>
    case 'waiting':
      return alert.attempts === 0 ? (
        <>Being e-mailed to you now.</>
      ) : (
        <strong>
          Not e-mailed yet: {alert.attempts} tr{alert.attempts === 1 ? 'y' : 'ies'} failed (
          {alert.error ?? 'no reason given'}). Next try {exactTime(alert.nextAt)}.
        </strong>
      )
  }
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  )
}

export function LeadPage(props: {
  editor: string
  siteEditor: boolean
  unopened?: number
  lead: LeadDetail
  /** The lead's visit, and the windows open now to offer instead. */
  visit?: { visit: Visit | null; open: readonly OpenWindow[] }
  notice?: Notice
  now: number
}) {
  const { lead, notice } = props
  const { now } = props
  const base = `${INBOX_PATH}/${lead.id}`
  // A same-origin stop on the way to tel:, sms: or mailto: starts the response clock (routes.ts).
  const answer = (via: AnswerLink) => `${base}/answer?via=${via}`
  const clock = answerClock(lead, now)
  return (
    <InboxLayout
      title={lead.name}
      section={lead.spam ? 'spam' : 'inbox'}
      editor={props.editor}
      siteEditor={props.siteEditor}
      unopened={props.unopened}
    >
      <p>
        <a href={lead.spam ? `${INBOX_PATH}?folder=spam` : INBOX_PATH}>
          ← {lead.spam ? 'Spam' : 'Inbox'}
        </a>
      </p>
      <NoticeAt notice={notice} at="top" />
      {lead.spam ? (
        <div className="alert">
          <p>Filed as spam: {lead.spam}.</p>
          <form method="post" action={`${base}/not-spam`}>
            <button type="submit">Not spam: move to the inbox</button>
          </form>
        </div>
      ) : null}
      <section className="card" aria-labelledby="lead-name">
        <h1 id="lead-name">{lead.name}</h1>
        <p className="meta">
          {lead.urgency === 'emergency' ? (
            <>
              <span className="chip emergency">{urgencyName(lead.urgency)}</span>{' '}
            </>
          ) : null}
          <time dateTime={lead.createdAt}>{exactTime(lead.createdAt)}</time> (
          {relativeTime(lead.createdAt, now)})
          {isWaiting(lead, now) ? (
            <>
              {' '}
              <span className="chip waiting">Waiting over a day</span>
            </>
          ) : null}
        </p>
        {clock ? <p className="meta clock">{clock}</p> : null}
        <div className="reach">
          {lead.phone ? (
            <>
              <a className="button call" href={answer('call')}>
                Call {lead.phone}
              </a>
              <a className="button quiet" href={answer('text')}>
                Text
              </a>
            </>
          ) : null}
          <a className="button quiet" href={answer('reply')}>
            Reply by e-mail
          </a>
        </div>
        {props.visit && !lead.spam && (props.visit.visit || lead.address) ? (
          <VisitBlock
            base={base}
            visit={props.visit.visit}
            address={lead.address}
            open={props.visit.open}
            notice={<NoticeAt notice={notice} at={VISIT_ID} />}
          />
        ) : null}
        <dl>
          <Field label="E-mail" value={lead.email} />
          <Field label="Phone" value={lead.phone} />
          <Field label="Which service" value={lead.service ? serviceName(lead.service) : ''} />
          <Field label="How urgent" value={lead.urgency ? urgencyName(lead.urgency) : ''} />
        </dl>
        <h2>Message</h2>
        <p className="message">{lead.comment}</p>
        {lead.photos.length > 0 || lead.photoNote ? (
          <>
            <h2>Photos</h2>
            {lead.photoNote ? <p>{lead.photoNote}</p> : null}
            <ul className="photos">
              {lead.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={`${base}/photos/${photo.id}`}>
                    <img
                      src={`${base}/photos/${photo.id}/thumbnail`}
                      alt={`Photo ${index + 1} of ${lead.photos.length}, full size (${photo.width} × ${photo.height})`}
                      width={thumbnailSize(photo).width}
                      height={thumbnailSize(photo).height}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section id={ACTIONS_ID} className="card" aria-labelledby="status-heading">
        <h2 id="status-heading">Status: {STATUS_LABELS[lead.status]}</h2>
        <NoticeAt notice={notice} at={ACTIONS_ID} />
        <form method="post" action={`${base}/status`} className="statuses">
          {LEAD_STATUSES.map((status) => (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              aria-pressed={lead.status === status}
            >
              {STATUS_LABELS[status]}
            </button>
          ))}
        </form>
      </section>

      <section id={NOTES_ID} className="card" aria-labelledby="notes-heading">
        <h2 id="notes-heading">Notes</h2>
        <NoticeAt notice={notice} at={NOTES_ID} />
        {lead.notes.length === 0 ? (
          <p className="meta">Only you and your editors see notes.</p>
        ) : null}
        <ul className="entries">
          {lead.notes.map((note, index) => (
            <li key={index}>
              <span className="meta">
                {note.editor}, {exactTime(note.at)}
              </span>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
        <form method="post" action={`${base}/notes`}>
          <label htmlFor="note">Add a note</label>
          <textarea id="note" name="text" required maxLength={NOTE_MAX_LENGTH} rows={3} />
          <button type="submit" className="wide">
            Save note
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="source-heading">
        <h2 id="source-heading">Where it came from</h2>
        <dl>
          <Field label="Sent from page" value={lead.page} />
          <Field label="Referring site" value={lead.referrer} />
          <Field label="First page of the visit" value={lead.landingPage} />
          <Field label="Campaign (UTM)" value={lead.utm} />
        </dl>
        <h2>E-mail alert</h2>
        <p>
          <AlertLine alert={lead.alert} />
        </p>
      </section>

      <section className="card" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <ul className="entries">
          <li>
            <span className="meta">{exactTime(lead.createdAt)}</span>
            <p>Came in through the website{lead.spam ? ' (filed as spam)' : ''}</p>
          </li>
          {lead.history.map((entry, index) => (
            <li key={index}>
              <span className="meta">
                {entry.editor}, {exactTime(entry.at)}
              </span>
              <p>{entry.what}</p>
            </li>
          ))}
        </ul>
      </section>

      <p>
        <a href={`${base}/delete`}>Delete this lead…</a>
      </p>
    </InboxLayout>
  )
}

export function DeletePage(props: {
  editor: string
  siteEditor: boolean
  unopened?: number
  lead: LeadDetail
}) {
  const base = `${INBOX_PATH}/${props.lead.id}`
  return (
    <InboxLayout
      title={`Delete ${props.lead.name}`}
      section="none"
      editor={props.editor}
      siteEditor={props.siteEditor}
      unopened={props.unopened}
    >
      <section className="card">
        <h1>Delete {props.lead.name}’s lead?</h1>
        <p>
          Their name, contact details, message, notes and history are removed for good, as a privacy
          request asks. The inbox keeps only that a lead was deleted, when and by whom.
        </p>
        <div className="row">
          <form method="post" action={`${base}/delete`}>
            <button type="submit" className="danger">
              Delete for good
            </button>
          </form>
          <a className="button quiet" href={base}>
            Keep it
          </a>
        </div>
      </section>
    </InboxLayout>
  )
}
