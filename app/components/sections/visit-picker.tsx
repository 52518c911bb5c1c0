import type { ContactContent } from '~/content/schemas'
import {
  ADDRESS_FIELD,
  ADDRESS_MAX_LENGTH,
  type PickerState,
  VISIT_ANCHOR,
  VISIT_FIELD,
} from '~/lib/visit-fields'

type VisitCopy = ContactContent['form']['visit']
export type VisitProblems = Partial<Record<typeof VISIT_FIELD | typeof ADDRESS_FIELD, string>>

const ADDRESS_ID = 'contact-address'

// `visit-choice` and `visit-address` are styled by the site's CSS and by the server's plain pages,
// which render this component too (server/visits/picker-markup.tsx).
const choiceClass =
  'visit-choice flex min-h-11 items-center gap-2 whitespace-nowrap rounded-xl border-2 border-line bg-surface px-2.5 py-2 text-[0.9375rem] has-[:checked]:border-brand has-[:checked]:bg-brand-soft'

/**
 * Radio buttons grouped by day, written by the server (a static host has none). In the contact
 * form it starts at "No preference" and shows the address once a time is picked (CSS, so without
 * script too); the server, not `required`, asks for it, since an emergency hides the picker. On its
 * own (`rebook`) it offers the times left for a message already sent.
 */
export function VisitPicker({
  copy,
  state,
  rebook = false,
  problems = {},
}: {
  copy: VisitCopy
  state: PickerState
  rebook?: boolean
  problems?: VisitProblems
}) {
  const problem = (field: keyof VisitProblems) =>
    problems[field] ? (
      <p id={`${field}-problem`} className="text-sm font-semibold text-danger">
        {problems[field]}
      </p>
    ) : null
  const radio = (value: string) => ({
    type: 'radio' as const,
    name: VISIT_FIELD,
    value,
    defaultChecked: value === (state.picked ?? ''),
    required: rebook,
    className: 'size-5 shrink-0 accent-[var(--brand)]',
  })
  return (
    <fieldset
      id={VISIT_ANCHOR}
      className="visit-picker flex scroll-mt-24 flex-col gap-3"
      aria-describedby="visit-hint"
    >
      <legend className="font-semibold">{copy.legend}</legend>
      <p id="visit-hint" className="text-sm text-muted">
        {copy.hint}
      </p>
      {state.taken ? (
        <p role="alert" className="rounded-2xl bg-tint p-4 font-semibold">
          {copy.taken}
        </p>
      ) : null}
      {problem(VISIT_FIELD)}
      {rebook ? null : (
        <label className={choiceClass}>
          <input {...radio('')} />
          {copy.noPreference}
        </label>
      )}
      {state.days.length === 0 ? <p>{copy.noTimes}</p> : null}
      {state.days.map((day) => (
        <fieldset key={day.label} className="flex flex-col gap-2">
          <legend className="text-sm font-bold">{day.label}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {day.windows.map((window) => (
              <label key={window.value} className={choiceClass}>
                <input {...radio(window.value)} />
                {window.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {rebook ? null : (
        <div className="visit-address flex-col gap-1.5">
          <label htmlFor={ADDRESS_ID} className="font-semibold">
            {copy.addressLabel}
          </label>
          <p id={`${ADDRESS_ID}-hint`} className="text-sm text-muted">
            {copy.addressHint}
          </p>
          <input
            id={ADDRESS_ID}
            name={ADDRESS_FIELD}
            type="text"
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            defaultValue={state.address ?? ''}
            aria-invalid={problems[ADDRESS_FIELD] ? true : undefined}
            aria-describedby={`${ADDRESS_ID}-hint${problems[ADDRESS_FIELD] ? ` ${ADDRESS_FIELD}-problem` : ''}`}
            className="w-full rounded-xl border-2 border-line bg-surface px-4 py-3 text-base text-ink focus:border-brand aria-invalid:border-danger"
          />
          {problem(ADDRESS_FIELD)}
        </div>
      )}
    </fieldset>
  )
}
