/**
 * A random UUID (version 4) made in the browser, for ids a client names before the server has
 * seen them (a draft's first save, sent again after a timeout, stores one draft). The browser's
 * `crypto.randomUUID` exists only on secure origins (https, localhost); elsewhere the same
 * version 4 layout is filled from `crypto.getRandomValues`, which every origin has.
 */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
