import type { ReactNode } from 'react'
import { mapLinkUrl } from '../../app/lib/map-embed'
import { visitDay, visitHours, visitWhen } from '../visits/visit-words'
import type { Visit, VisitStatus } from '../visits/visit-queries'
import type { OpenWindow } from '../visits/windows'

export const VISIT_ID = 'visit'

const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  requested: 'Requested: waiting for you',
  confirmed: 'Confirmed',
  declined: 'Declined',
}

/** Open windows by the business's day, in order: one fieldset each in the radio list. */
export function byDay<T extends { start: string }>(items: readonly T[]) {
  const days = new Map<string, T[]>()
  for (const item of items) {
    const day = visitDay(item.start)
    days.set(day, [...(days.get(day) ?? []), item])
  }
  return [...days]
}

function OfferAnotherTime({ base, open }: { base: string; open: readonly OpenWindow[] }) {
  if (open.length === 0) {
    return <p className="meta">No other time is open now (Visit hours sets the windows).</p>
  }
  return (
    <details className="offer">
      <summary>Offer another time</summary>
      <form method="post" action={`${base}/visit/move`}>
        {byDay(open).map(([day, windows]) => (
          <fieldset key={day}>
            <legend>{day}</legend>
            {windows.map((window) => (
              <label key={window.local} className="choice">
                <input type="radio" name="window" value={window.local} required />{' '}
                {visitHours(window)}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit">Offer this time</button>
      </form>
    </details>
  )
}

/** The lead's visit: when, where, and the owner's Confirm, Offer another time and Decline. */
export function VisitBlock(props: {
  base: string
  visit: Visit | null
  address: string
  open: readonly OpenWindow[]
  notice: ReactNode
}) {
  const { visit, base } = props
  return (
    <section id={VISIT_ID} className="visit" aria-labelledby="visit-heading">
      <h2 id="visit-heading">Visit</h2>
      {props.notice}
      <dl>
        <dt>When</dt>
        <dd>{visit ? visitWhen(visit) : 'No time booked'}</dd>
        <dt>Status</dt>
        <dd>{visit ? VISIT_STATUS_LABELS[visit.status] : '—'}</dd>
        <dt>Address</dt>
        <dd>
          {props.address ? (
            <a href={mapLinkUrl(props.address)}>
              {props.address}
              <span className="visually-hidden"> (map)</span>
            </a>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      <div className="row actions">
        {visit?.status === 'requested' ? (
          <form method="post" action={`${base}/visit/confirm`}>
            <button type="submit">Confirm</button>
          </form>
        ) : null}
        {visit && visit.status !== 'declined' ? (
          <form method="post" action={`${base}/visit/decline`}>
            <button type="submit" className="quiet">
              Decline
            </button>
          </form>
        ) : null}
      </div>
      <OfferAnotherTime base={base} open={props.open} />
    </section>
  )
}
