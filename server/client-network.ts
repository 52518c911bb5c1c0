import { isIPv4, isIPv6 } from 'node:net'

/** Hextets of an IPv6 address that name its network: one household or phone gets a whole /64. */
const IPV6_NETWORK_HEXTETS = 4

/** "2001:db8::1" → its eight hextets, each four hex digits (an IPv4 tail taken as two). */
function hextets(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? ''
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone)
  let text = withoutZone
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number)
    text = `${withoutZone.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) =>
    part.toLowerCase().padStart(4, '0'),
  )
}

/**
 * Who a client is, for limits that count per client: an IPv4 address as itself (an IPv4-mapped
 * IPv6 address too), an IPv6 address as its /64, since anyone with one holds millions of
 * addresses in it.
 */
export function clientNetwork(ip: string): string {
  if (isIPv4(ip)) return ip
  if (!isIPv6(ip)) return ip
  const parts = hextets(ip)
  const mapped = parts.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff'
  if (mapped) {
    const [high = 0, low = 0] = parts.slice(6).map((part) => Number.parseInt(part, 16))
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${parts.slice(0, IPV6_NETWORK_HEXTETS).join(':')}::/64`
}
