import { BUSINESS_TIME_ZONE, businessStamp } from './business-time'
import type { Lead } from './types'
import type { Visit } from '../visits/visit-queries'

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
  'address',
] as const

/** Defuses formula injection; a + or - before a phone-like number is left alone. */
const FORMULA = /^\s*(=|@|[+-](?![\d\s().-]*$))|^[\t\r\n]/

/**
 * RFC 4180: every field quoted, quotes doubled. With `businessTime`, createdAt is the business's
 * wall-clock time (the owner's spreadsheet), its header naming the zone; otherwise ISO UTC (tools).
 */
export function toCsv<T extends Lead>(
  leads: readonly T[],
  extra: readonly { name: string; value: (lead: T) => string }[] = [],
  options: { businessTime?: boolean } = {},
): string {
  const header = (column: (typeof LEAD_COLUMNS)[number]) =>
    options.businessTime && column === 'createdAt' ? `createdAt (${BUSINESS_TIME_ZONE})` : column
  const field = (lead: T, column: (typeof LEAD_COLUMNS)[number]) =>
    options.businessTime && column === 'createdAt' ? businessStamp(lead.createdAt) : lead[column]
  const cell = (value: string) => {
    const safe = FORMULA.test(value) ? `'${value}` : value
    return `"${safe.replaceAll('"', '""')}"`
  }
  const lines = [
    [...LEAD_COLUMNS.map(header), ...extra.map((column) => column.name)].join(','),
    ...leads.map((lead) =>
      [
        ...LEAD_COLUMNS.map((column) => cell(field(lead, column))),
        ...extra.map((column) => cell(column.value(lead))),
      ].join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/**
 * The owner's CSV columns for a visit: the window on the business's clock (as createdAt is there)
 * and its status; empty cells for a lead without one.
 */
export function visitColumns<T extends Lead>(visitOf: (leadId: string) => Visit | null) {
  const stamp = (iso: string | undefined) => (iso ? businessStamp(iso) : '')
  return [
    { name: 'visit_start', value: (lead: T) => stamp(visitOf(lead.id)?.start) },
    { name: 'visit_end', value: (lead: T) => stamp(visitOf(lead.id)?.end) },
    { name: 'visit_status', value: (lead: T) => visitOf(lead.id)?.status ?? '' },
  ]
}
