import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (docs/webhooks.md, "Safety"). Link-local (cloud metadata lives
 * there: 169.254.169.254, fd00:ec2::254), unspecified, multicast and reserved addresses never;
 * loopback and private ranges only with WEBHOOK_ALLOW_PRIVATE=1. An IPv4 address written as IPv6
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as the IPv4 address it is.
 */
const NEVER = new BlockList();
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
NEVER.addSubnet('192.0.0.0', 24, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addSubnet('240.0.0.0', 4, 'ipv4');
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6

const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('198.18.0.0', 15, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:7f00:1`), else the address itself. */
function unmapped(address: string): string {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const dotted = /^(?:0{1,4}:){0,5}(?::|ffff:)((?:\d{1,3}\.){3}\d{1,3})$/.exec(lower.replace(/^::/, '0::'));
  if (dotted && isIP(dotted[1]) === 4 && lower.includes('ffff:')) return dotted[1];
  const hex = /^(?:0{1,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower.replace(/^::/, '0::'));
  if (hex) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return lower;
}

/** Why an address is refused, or null when it may be reached. */
export function refusal(address: string, allowPrivate: boolean): string | null {
  const plain = unmapped(address);
  const family = isIP(plain);
  if (family === 0) return `${address} is not an IP address`;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (NEVER.check(plain, type)) return `address ${address} is link-local, metadata or reserved, never reached`;
  if (!allowPrivate && PRIVATE.check(plain, type))
    return `address ${address} is loopback or private (WEBHOOK_ALLOW_PRIVATE is off)`;
  return null;
}
