import { describe, expect, test } from 'vitest'
import { clientNetwork } from './client-network'

describe('clientNetwork: who a per-client limit counts', () => {
  test('an IPv4 address is its own client, however it is written', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::FFFF:203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::ffff:cb00:7109')).toBe('203.0.113.9')
  })

  test('every address of one IPv6 /64 is one client, however it is written', () => {
    const forms = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2:a:b:192.0.2.1',
      '2001:db8:1:2::7%eth0',
    ]
    expect(new Set(forms.map(clientNetwork))).toEqual(new Set(['2001:db8:1:2::/64']))
  })

  test('neighbouring /64s are different clients', () => {
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8::/64')
    expect(clientNetwork('::1')).toBe('::/64')
    expect(clientNetwork('2001:db8:1:2::1')).not.toBe(clientNetwork('2001:db8:1:3::1'))
  })

  test('something that is not an address stays as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown')
    expect(clientNetwork('')).toBe('')
  })
})
