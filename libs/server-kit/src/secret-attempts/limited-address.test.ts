import { describe, expect, it } from '@jest/globals';
import { limitedAddress } from './limited-address.js';

describe('the address a sign-in limit counts', () => {
  it('counts every IPv6 address of one /64 network as one, however it is written', () => {
    const network = limitedAddress('2001:db8:85a3:12::1');
    expect(network).toBe('2001:db8:85a3:12::/64');
    expect(limitedAddress('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(network);
    expect(limitedAddress('2001:db8:85a3:13::1')).not.toBe(network);
  });

  it('keeps IPv4 addresses apart, and counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(limitedAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(limitedAddress('198.51.100.8')).toBe('198.51.100.8');
    expect(limitedAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts what is not an address as itself', () => {
    expect(limitedAddress('')).toBe('');
    expect(limitedAddress('unknown')).toBe('unknown');
  });
});
