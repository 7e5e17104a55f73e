import { createHash } from 'node:crypto';

/** What an id on the wire may be (contracts' idSchema): the movement route takes the key in its path. */
const WIRE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The stored (and wire) key of an imported item's movement: its source and the source's own
 * movement key (`openset_shoulder-flexion`), or, where that would not make an id of at most 64
 * letters, digits, `-` and `_`, the source and a digest of the key. Two sources never share a
 * movement.
 */
export function movementKeyOf(source: string, key: string): string {
  const plain = `${source}_${key}`;
  if (WIRE_ID.test(plain)) return plain;
  const safeSource = source.replace(/[^A-Za-z0-9-]/g, '').slice(0, 24) || 'source';
  return `${safeSource}_${createHash('sha256').update(`${source}\u0000${key}`).digest('hex').slice(0, 32)}`;
}
