import ipaddr from 'ipaddr.js';
import { createHash, randomBytes } from 'node:crypto';

/** A new key: 256 random bits, base64url (43 characters). */
export const newApiKey = () => randomBytes(32).toString('base64url');

/** The stored form of a key: its SHA-256 digest (a 256-bit key needs no slow hash). */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

/** An address in one written form (an IPv4-mapped IPv6 address as its IPv4), so a key's address compares however it was written. */
export function canonicalAddress(ip: string): string {
  return ipaddr.isValid(ip) ? ipaddr.process(ip).toNormalizedString() : ip;
}
