import { isIPv4, isIPv6 } from 'node:net'

/** Hex groups in an IPv6 address, and how many of them name one network (a /64). */
const IPV6_GROUPS = 8
const NETWORK_GROUPS = 4
const EMBEDDED_IPV4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** The dotted IPv4 tail some IPv6 forms carry (`::ffff:192.0.2.1`), as its two hex groups. */
function withoutDottedTail(address: string): string {
  return address.replace(EMBEDDED_IPV4, (_all, a, b, c, d) =>
    [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)]
      .map((group) => group.toString(16))
      .join(':'),
  )
}

/**
 * Who a limit counts: an IPv4 address as itself, an IPv6 address by its /64, the smallest network
 * one home or phone is given, whose millions of addresses one client may use in turn. An IPv4
 * address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address. Anything else (no
 * address at all) is its own client.
 */
export function clientNetwork(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  const bare = address.replace(/%.*$/, '')
  if (!isIPv6(bare)) return address
  const [head = '', tail] = withoutDottedTail(bare.toLowerCase()).split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros: string[] = Array.from(
    { length: IPV6_GROUPS - headGroups.length - tailGroups.length },
    () => '0',
  )
  const groups = [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups]
  const network = groups
    .slice(0, NETWORK_GROUPS)
    .map((group) => Number.parseInt(group, 16).toString(16))
  return `${network.join(':')}::/64`
}
