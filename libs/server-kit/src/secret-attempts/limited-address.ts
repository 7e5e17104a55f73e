import ipaddr from 'ipaddr.js';

/**
 * The address a sign-in limit counts against: an IPv4 address as it is, an IPv6 address as its
 * /64 network. A provider gives one line or one server a whole /64, so counting single IPv6
 * addresses would let one guesser try from billions of them; IPv4-mapped IPv6 addresses count as
 * their IPv4 address. Anything that is not an address (a test's label) counts as itself.
 */
export function limitedAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
