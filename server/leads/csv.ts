import type { Lead } from './types'

/** The columns of every export (the CLI's and the inbox's), in order. */
export const LEAD_COLUMNS = [
  'id',
  'createdAt',
  'name',
  'email',
  'phone',
  'comment',
  'page',
  'referrer',
  'landingPage',
  'utm',
  'service',
  'urgency',
] as const

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe: one whose first character
 * after any spaces or line breaks is =, @, or + / - not followed by a phone-like number, and one
 * that starts with a tab or a line break.
 */
const FORMULA = /^\s*(=|@|[+-](?![\d\s().-]*$))|^[\t\r\n]/

/** RFC 4180: every field quoted, quotes doubled, formulas defused; `extra` columns after the lead's. */
export function toCsv<T extends Lead>(
  leads: readonly T[],
  extra: readonly { name: string; value: (lead: T) => string }[] = [],
): string {
  const cell = (value: string) => {
    const safe = FORMULA.test(value) ? `'${value}` : value
    return `"${safe.replaceAll('"', '""')}"`
  }
  const lines = [
    [...LEAD_COLUMNS, ...extra.map((column) => column.name)].join(','),
    ...leads.map((lead) =>
      [
        ...LEAD_COLUMNS.map((column) => cell(lead[column])),
        ...extra.map((column) => cell(column.value(lead))),
      ].join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
