import { describe, expect, test } from 'vitest'
import { clientNetwork } from './client-network'

describe('a client, for per-client limits', () => {
  test('an IPv4 address is itself, however it is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7')
  })

  test('every address of one IPv6 /64 is one client, each /64 another', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd::9',
      '2001:db8:1:2::1%eth0',
    ].map(clientNetwork)
    expect(new Set(one)).toEqual(new Set(['2001:0db8:0001:0002::/64']))
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64')
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64')
  })
})
