import { INBOX_PATH } from '../../shared/admin-paths'
import type { UpcomingVisit } from '../visits/visit-queries'
import { visitHours } from '../visits/visit-words'
import { dialable, thumbnailSize } from './format'
import { InboxLayout } from './layout'
import { byDay } from './visit-block'
import { mapLinkUrl } from '../../app/lib/map-embed'

export const UPCOMING_PATH = `${INBOX_PATH}/visits`
const THUMBNAIL_SIDE = 64

function VisitRow({ visit }: { visit: UpcomingVisit }) {
  const lead = `${INBOX_PATH}/${visit.leadId}`
  return (
    <li className="lead">
      <span className="top">
        <strong className="who">
          {visitHours(visit)} · <a href={lead}>{visit.name}</a>
        </strong>
        {visit.status === 'confirmed' ? (
          <span className="chip won">Confirmed</span>
        ) : (
          <span className="chip waiting">Requested: waiting for you</span>
        )}
      </span>
      {visit.phone ? (
        <a className="line-link" href={`tel:${dialable(visit.phone)}`}>
          Call {visit.phone}
        </a>
      ) : null}
      {visit.address ? (
        <a className="line-link" href={mapLinkUrl(visit.address)}>
          {visit.address}
          <span className="visually-hidden"> (map)</span>
        </a>
      ) : null}
      {visit.photos.length > 0 ? (
        <span className="thumbs">
          {visit.photos.map((photo, index) => (
            <a key={photo.id} href={`${lead}/photos/${photo.id}`}>
              <img
                src={`${lead}/photos/${photo.id}/thumbnail`}
                alt={`${visit.name}: photo ${index + 1} of ${visit.photos.length}`}
                width={thumbnailSize(photo, THUMBNAIL_SIDE).width}
                height={thumbnailSize(photo, THUMBNAIL_SIDE).height}
              />
            </a>
          ))}
        </span>
      ) : null}
    </li>
  )
}

/** The visits from today on, by day: where to be, whom to call, what the trees look like. */
export function UpcomingPage(props: {
  editor: string
  siteEditor: boolean
  unopened?: number
  visits: readonly UpcomingVisit[]
}) {
  const waiting = props.visits.filter((visit) => visit.status === 'requested').length
  return (
    <InboxLayout
      title="Upcoming visits"
      section="visits"
      editor={props.editor}
      siteEditor={props.siteEditor}
      unopened={props.unopened}
    >
      <h1>Upcoming visits</h1>
      {props.visits.length === 0 ? (
        <p>
          No visit is booked from today on. When a visitor picks a time on the contact form, it
          shows here, and on the lead’s page for you to confirm.
        </p>
      ) : (
        <p className="meta">
          Times are the business’s own.
          {waiting > 0
            ? ` ${waiting} requested visit${waiting === 1 ? ' is' : 's are'} waiting for you to confirm on the lead’s page.`
            : ''}
        </p>
      )}
      {byDay(props.visits).map(([day, visits], index) => (
        <section key={day} aria-labelledby={`day-${index}`}>
          <h2 id={`day-${index}`}>{day}</h2>
          <ul className="leads">
            {visits.map((visit) => (
              <VisitRow key={visit.leadId} visit={visit} />
            ))}
          </ul>
        </section>
      ))}
    </InboxLayout>
  )
}
