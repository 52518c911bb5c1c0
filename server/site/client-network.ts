import ipaddr from 'ipaddr.js'

/**
 * Who a limit counts: an IPv4 address as itself (written as IPv6, `::ffff:192.0.2.1`, too), an
 * IPv6 address by its /64, the smallest network one home or phone is given, whose millions of
 * addresses one client may use in turn. Anything that is not an address is its own client.
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return address
  const parsed = ipaddr.process(bare)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`
}
