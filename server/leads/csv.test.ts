import { describe, expect, test } from 'vitest'
import { storedLead } from '../../tests/support/lead-input'
import { RIGGED_ADDRESSES } from '../../tests/support/rigged-addresses'
import { LEAD_COLUMNS, toCsv, visitColumns } from './csv'

const lead = (email: string) => storedLead({ email })
const emailColumn = LEAD_COLUMNS.indexOf('email')

describe('CSV: a rigged address is one cell of text', () => {
  test.each(Object.entries(RIGGED_ADDRESSES))('%s', (_, address) => {
    const [header, row, end, ...more] = toCsv([lead(address)]).split('\r\n')
    expect(header?.split(',')[emailColumn]).toBe('email')
    expect([end, more]).toEqual(['', []])
    const cell = row?.split('","')[emailColumn]
    // The formula one starts with an apostrophe: text, never run.
    expect(cell).toBe(address.startsWith('=') ? `'${address}` : address)
  })

  test('a line break in an address (a lead stored before the form rules) stays inside its cell', () => {
    const csv = toCsv([lead('pat@example.com\r\n=HYPERLINK("mailto:evil@x.example")')])
    expect(csv).toContain('"pat@example.com\r\n=HYPERLINK(""mailto:evil@x.example"")"')
  })
})

test("the owner's CSV: createdAt on the business's clock, its header naming the zone", () => {
  const csv = toCsv([storedLead({ createdAt: '2026-07-04T17:30:00.000Z' })], [], {
    businessTime: true,
  })
  const [header, row] = csv.split('\r\n')
  expect(header?.split(',')[1]).toBe('createdAt (America/Chicago)')
  expect(row?.split('","')[1]).toBe('2026-07-04 12:30:00')
})

test("the owner's CSV: the address and the visit on the business's clock, empty without one", () => {
  const booked = storedLead({ id: 'booked', address: '12 Elm St, Springfield' })
  const none = storedLead({ id: 'none' })
  const visit = {
    start: '2026-12-08T14:00:00.000Z',
    end: '2026-12-08T16:00:00.000Z',
    status: 'confirmed' as const,
  }
  const csv = toCsv(
    [booked, none],
    visitColumns((id) => (id === 'booked' ? visit : null)),
    { businessTime: true },
  )
  const [header, row, empty] = csv.split('\r\n')
  expect(header?.split(',').slice(-4)).toEqual([
    'address',
    'visit_start',
    'visit_end',
    'visit_status',
  ])
  expect(row).toMatch(
    /,"12 Elm St, Springfield","2026-12-08 08:00:00","2026-12-08 10:00:00","confirmed"$/,
  )
  expect(empty?.split(',').slice(-4)).toEqual(['""', '""', '""', '""'])
})
