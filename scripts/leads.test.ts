import { expect, test } from 'vitest'
import type { Lead } from '../server/submissions'
import { toCsv, toJson } from './leads'

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 'id-1',
  createdAt: '2024-01-02T03:04:05.000Z',
  name: 'Pat',
  email: 'pat@example.com',
  phone: '',
  comment: 'Hello',
  page: '/tree-removal',
  referrer: '',
  landingPage: '/',
  utm: '',
  ...overrides,
})

test('CSV: a header, every field quoted, quotes doubled, line breaks kept inside the cell', () => {
  const csv = toCsv([lead({ comment: 'He said "cut it"\nthen left, quickly' })])
  expect(csv).toBe(
    'id,createdAt,name,email,phone,comment,page,referrer,landingPage,utm\r\n' +
      '"id-1","2024-01-02T03:04:05.000Z","Pat","pat@example.com","","He said ""cut it""\nthen left, quickly","/tree-removal","","/",""\r\n',
  )
})

test('CSV: cells a spreadsheet would run as formulas are defused; phone numbers are not', () => {
  const csv = toCsv([
    lead({ name: '=HYPERLINK("x")', phone: '+1 (217) 555-0100', comment: '@SUM(A1)' }),
  ])
  expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
  expect(csv).toContain('"+1 (217) 555-0100"')
  expect(csv).toContain(`"'@SUM(A1)"`)
})

test('JSON: the contract fields only, in order', () => {
  expect(JSON.parse(toJson([lead({ comment: '<script>x</script>' })]))).toEqual([
    {
      id: 'id-1',
      createdAt: '2024-01-02T03:04:05.000Z',
      name: 'Pat',
      email: 'pat@example.com',
      phone: '',
      comment: '<script>x</script>',
      page: '/tree-removal',
      referrer: '',
      landingPage: '/',
      utm: '',
    },
  ])
})
