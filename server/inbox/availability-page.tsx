import { INBOX_PATH } from '../../shared/admin-paths'
import { visitHours } from '../visits/visit-words'
import type { OpenWindow } from '../visits/windows'
import {
  type AvailabilityForm,
  type FieldError,
  WEEKDAY_NAMES,
  type WindowRow,
  rowField,
} from './availability-form'
import { InboxLayout } from './layout'
import { byDay } from './visit-block'

export const AVAILABILITY_PATH = `${INBOX_PATH}/availability`
const PREVIEW_DAYS = 5

function invalid(errors: readonly FieldError[], field: string) {
  return errors.some((error) => error.field === field) ? true : undefined
}

function WindowFieldset(props: { row: WindowRow; index: number; errors: readonly FieldError[] }) {
  const { row, index, errors } = props
  const id = (part: string) => rowField(index, part)
  return (
    <fieldset>
      <legend>Window {index + 1}</legend>
      <div className="days" role="group" aria-label={`Window ${index + 1}: days`}>
        {WEEKDAY_NAMES.map((name, day) => (
          <label key={name}>
            <input
              type="checkbox"
              id={id(`day-${day + 1}`)}
              name={id(`day-${day + 1}`)}
              defaultChecked={row.days.includes(day + 1)}
              aria-invalid={day === 0 ? invalid(errors, id('day-1')) : undefined}
            />
            {name}
          </label>
        ))}
      </div>
      <div className="row">
        <label>
          Start
          <input
            type="time"
            id={id('start')}
            name={id('start')}
            defaultValue={row.start}
            aria-invalid={invalid(errors, id('start'))}
          />
        </label>
        <label>
          End
          <input
            type="time"
            id={id('end')}
            name={id('end')}
            defaultValue={row.end}
            aria-invalid={invalid(errors, id('end'))}
          />
        </label>
        <label>
          Visits at once
          <input
            type="number"
            inputMode="numeric"
            min={1}
            id={id('places')}
            name={id('places')}
            defaultValue={row.places}
            aria-invalid={invalid(errors, id('places'))}
          />
        </label>
      </div>
      <label className="choice">
        <input type="checkbox" name={id('remove')} defaultChecked={row.remove} /> Remove this window
      </label>
    </fieldset>
  )
}

function Preview({ open }: { open: readonly OpenWindow[] }) {
  const days = byDay(open).slice(0, PREVIEW_DAYS)
  if (days.length === 0) {
    return <p>No window is open: visitors are not offered a time, and the form is as before.</p>
  }
  return (
    <>
      {days.map(([day, windows]) => (
        <p key={day}>
          <strong>{day}:</strong> {windows.map((window) => visitHours(window)).join(', ')}
        </p>
      ))}
    </>
  )
}

/** The owner's visit hours: weekly windows, days off, how soon and how far ahead. */
export function AvailabilityPage(props: {
  editor: string
  siteEditor: boolean
  unopened?: number
  form: AvailabilityForm
  errors: readonly FieldError[]
  notice?: string
  open: readonly OpenWindow[]
  timeZone: string
}) {
  const { form, errors } = props
  return (
    <InboxLayout
      title="Visit hours"
      section="availability"
      editor={props.editor}
      siteEditor={props.siteEditor}
      unopened={props.unopened}
    >
      <h1>Visit hours</h1>
      <p className="meta">
        When visitors may ask for a free-estimate visit on the contact form. Times are in{' '}
        {props.timeZone}.
      </p>
      {props.notice ? (
        <p className="notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div className="alert" role="alert">
          <p>Nothing was saved yet. Please fix:</p>
          <ul>
            {errors.map((error) => (
              <li key={error.message}>
                <a href={`#${error.field}`}>{error.message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action={AVAILABILITY_PATH}>
        <section className="card" aria-labelledby="windows-heading">
          <h2 id="windows-heading">Weekly windows</h2>
          <p className="meta">
            Fill a blank window to add one; tick “Remove this window” to take one away.
          </p>
          {form.rows.map((row, index) => (
            <WindowFieldset key={index} row={row} index={index} errors={errors} />
          ))}
        </section>
        <section className="card" aria-labelledby="days-off-heading">
          <h2 id="days-off-heading">Days off and notice</h2>
          <label htmlFor="daysOff">Days off (one date a line, such as 2026-12-25)</label>
          <textarea
            id="daysOff"
            name="daysOff"
            rows={4}
            defaultValue={form.daysOff}
            aria-invalid={invalid(errors, 'daysOff')}
          />
          <label htmlFor="notice">How soon: working days of notice (0 offers today)</label>
          <input
            id="notice"
            name="notice"
            inputMode="numeric"
            defaultValue={form.notice}
            aria-invalid={invalid(errors, 'notice')}
          />
          <label htmlFor="horizon">How far ahead: days</label>
          <input
            id="horizon"
            name="horizon"
            inputMode="numeric"
            defaultValue={form.horizon}
            aria-invalid={invalid(errors, 'horizon')}
          />
          <button type="submit" className="wide">
            Save visit hours
          </button>
        </section>
      </form>
      <section className="card" aria-labelledby="preview-heading">
        <h2 id="preview-heading">What a visitor is offered now</h2>
        <Preview open={props.open} />
      </section>
    </InboxLayout>
  )
}
