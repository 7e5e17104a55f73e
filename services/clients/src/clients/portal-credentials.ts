import { randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id (the library's default), as for passwords; tests may lower the memory cost.
const options: Options = process.env.ARGON2_MEMORY_KIB ? { memoryCost: Number(process.env.ARGON2_MEMORY_KIB) } : {};

export const hashPortalKey = (key: string): Promise<string> => hash(key, options);

let dummyHash: Promise<string> | undefined;

/** Verifies a key; without a stored hash (no such username) against a throw-away one, so both take as long. */
export async function verifyPortalKey(storedHash: string | null, key: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash(String(randomInt(0, 10_000)).padStart(4, '0'), options);
    await verify(await dummyHash, key).catch(() => false);
    return false;
  }
  return verify(storedHash, key).catch(() => false);
}

/** Four random digits. */
export const randomPortalKey = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

// No 0/o, 1/l/i: a code read out over the phone or copied from a note is typed as meant.
const USERNAME_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A new portal username: eight characters of an unambiguous alphabet as two groups of four
 * (`k7pq-2mxr`), about 40 bits. Random, never the client's name, so knowing a client does not
 * give half their sign-in: a guesser must find the username as well as the four-digit key.
 */
export function randomPortalUsername(): string {
  const pick = () => Array.from({ length: 4 }, () => USERNAME_LETTERS[randomInt(0, USERNAME_LETTERS.length)]).join('');
  return `${pick()}-${pick()}`;
}
