import { isIPv6 } from 'node:net';

/**
 * The key a client IP is counted under. An IPv4-mapped address is its IPv4 address; an IPv6
 * address counts by its /64, since one client usually holds a whole /64 and could rotate
 * through it.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without `::` shortening or a zone. */
function expandIPv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = ip.includes('::') ? [...left, ...Array<string>(missing).fill('0'), ...right] : left;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
