import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { z } from 'zod'
import { VisitPicker, type VisitProblems } from '../../app/components/sections/visit-picker'
import { Rebook } from '../../app/components/sections/sent-answer'
import { contactContent } from '../../app/content/contact'
import { contactContentSchema } from '../../app/content/schemas'
import { jsonInScript } from '../../app/lib/json-in-script'
import {
  type PickerState,
  type SentVisit,
  VISIT_ANCHOR,
  VISIT_BOOKED_SLOT,
} from '../../app/lib/visit-fields'
import { escapeHtml } from '../leads/email-outbox'

const ISLAND = 'contact-form'
const SLOT = `<div id="${VISIT_ANCHOR}"></div>`
const PROPS = new RegExp(
  `(<script type="application/json" data-island-props="${ISLAND}">)([^<]*)(</script>)`,
)

const islandProps = z.looseObject({
  copy: z.looseObject({ visit: contactContentSchema.shape.form.shape.visit }),
})

/**
 * /contact with the open windows: the picker goes where the island left its anchor, and into the
 * island's props, so that hydrating renders the same markup. Unchanged when either is missing.
 */
export function contactPageWithPicker(html: string, state: PickerState): string {
  const props = PROPS.exec(html)
  if (!props?.[2] || !html.includes(SLOT)) return html
  // The page's own words: an owner's edit may have been published since the server started.
  const parsed = islandProps.safeParse(JSON.parse(props[2]))
  if (!parsed.success) return html
  const picker = renderToString(<VisitPicker copy={parsed.data.copy.visit} state={state} />)
  return html
    .replace(SLOT, () => picker)
    .replace(PROPS, (_match, open: string, _json, close: string) =>
      [open, jsonInScript({ ...parsed.data, visit: state }), close].join(''),
    )
}

const BOOKED = new RegExp(`<p id="${VISIT_BOOKED_SLOT}" hidden=""([^>]*)>([^<]*)</p>`)

/** The thank-you page naming the booked window, in its own words ("… {when} …"). */
export function thankYouWithVisit(html: string, when: string): string {
  return html.replace(
    BOOKED,
    (_match, attributes: string, text: string) =>
      `<p id="${VISIT_BOOKED_SLOT}" role="status"${attributes}>${text.replace('{when}', () => escapeHtml(when))}</p>`,
  )
}

/** The picker for the server's plain pages (a refused form, a window just taken). */
export function pickerMarkup(state: PickerState, problems: VisitProblems = {}): string {
  return renderToStaticMarkup(
    <VisitPicker copy={contactContent.form.visit} state={state} problems={problems} />,
  )
}

export function rebookMarkup(visit: Extract<SentVisit, { lead: string }>): string {
  return renderToStaticMarkup(<Rebook copy={contactContent.form.visit} visit={visit} />)
}

/** Styles the plain pages add for the picker (server/contact/responses.ts). */
export const PICKER_STYLE =
  '.visit-choice{display:flex;align-items:center;gap:.6rem;font-weight:400;margin:.4rem 0;padding:.5rem .75rem;border:2px solid #d9d4ca;border-radius:.6rem;background:#fff}' +
  '.visit-choice input{width:auto;margin:0}.visit-picker fieldset{margin:.75rem 0 0}.visit-address{display:none;flex-direction:column}' +
  ".visit-picker:has(input[name='visit-window']:checked:not([value=''])) .visit-address{display:flex}" +
  "form:has(input[name='urgency'][value='emergency']:checked) .visit-picker{display:none}" +
  '.text-danger{color:#b42318;font-weight:600}'
