import { describe, expect, test } from 'vitest'
import { RIGGED_ADDRESSES } from '../tests/support/rigged-addresses'
import { LEAD_COLUMNS, toCsv } from './leads-csv'
import type { Lead } from './submissions'

const lead = (email: string): Lead => ({
  id: 'id-1',
  createdAt: '2024-01-02T03:04:05.000Z',
  name: 'Pat',
  email,
  phone: '',
  comment: 'Hello',
  page: '/',
  referrer: '',
  landingPage: '/',
  utm: '',
  service: '',
  urgency: '',
})
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
