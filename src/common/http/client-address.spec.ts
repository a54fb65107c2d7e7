import { describe, expect, it } from '@jest/globals';

import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped one', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientAddress('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientAddress('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('2001:db8:0:2::5')).not.toBe(clientAddress('2001:db8:0:1::5'));
  });
});
