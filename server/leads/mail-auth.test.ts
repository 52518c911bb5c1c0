import { expect, test } from 'vitest'
import {
  type TxtResolver,
  addressDomain,
  checkRecords,
  senderRecords,
  spfMechanism,
  zoneFileStrings,
} from './mail-auth'

const dnsError = (code: string) => Object.assign(new Error(`queryTxt ${code}`), { code })

test('the From domain, whether the address has a name or not', () => {
  expect(addressDomain('alerts@Canopy.example')).toBe('canopy.example')
  expect(addressDomain('"Canopy, alerts" <alerts@canopy.example>')).toBe('canopy.example')
  expect(addressDomain('no address here')).toBeUndefined()
})

test.each([
  ['smtp.mailhost.example', 'include:mailhost.example'],
  ['mailhost.example', 'include:mailhost.example'],
  ['mail.canopy.example', 'a:mail.canopy.example'],
  ['203.0.113.7', 'ip4:203.0.113.7'],
  ['[2001:db8::7]', 'ip6:2001:db8::7'],
  ['localhost', 'mx'],
])('SPF for the mail server %s: %s', (host, mechanism) => {
  expect(spfMechanism(host, 'canopy.example')).toBe(mechanism)
})

test('a long value is split into zone-file strings of at most 255 characters', () => {
  const value = `v=DKIM1; k=rsa; p=${'A'.repeat(600)}`
  const strings = zoneFileStrings(value).match(/"[^"]*"/g) ?? []
  expect(strings.map((part) => part.length - 2)).toEqual([255, 255, value.length - 510])
})

test('a name DNS says has no TXT is missing; a domain DNS does not know makes every answer unknown', async () => {
  const { domain, records } = senderRecords({ from: 'a@canopy.example', smtpHost: 'localhost' })
  const nothing: TxtResolver = async (name) => {
    if (name === domain) throw dnsError('ENODATA')
    throw dnsError('ENOTFOUND')
  }
  expect(await checkRecords(domain, records, nothing)).toEqual([
    { state: 'missing' },
    { state: 'missing' },
  ])
  const unknownDomain: TxtResolver = async () => {
    throw dnsError('ENOTFOUND')
  }
  const answers = await checkRecords(domain, records, unknownDomain)
  expect(answers.map((answer) => answer.state)).toEqual(['unknown', 'unknown'])
  const timedOut: TxtResolver = async () => {
    throw dnsError('ETIMEOUT')
  }
  expect(await checkRecords(domain, records, timedOut)).toContainEqual({
    state: 'unknown',
    reason: 'ETIMEOUT',
  })
})
