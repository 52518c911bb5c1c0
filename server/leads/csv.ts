import type { Lead } from './types'

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

/** Defuses formula injection; a + or - before a phone-like number is left alone. */
const FORMULA = /^\s*(=|@|[+-](?![\d\s().-]*$))|^[\t\r\n]/

/** RFC 4180: every field quoted, quotes doubled. */
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
