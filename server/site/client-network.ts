import ipaddr from 'ipaddr.js'

/** An IPv6 client counts by its /64: one home or phone gets a whole /64 and may rotate in it. */
export function clientNetwork(address: string): string {
  const bare = address.replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return address
  const parsed = ipaddr.process(bare)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`
}
