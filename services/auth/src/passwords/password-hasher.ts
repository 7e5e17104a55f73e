import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { authConfig } from '../auth.config.js';

// Argon2id is the library's default algorithm; only the memory cost may be lowered (tests).
const options: Options = authConfig.argon2MemoryKib ? { memoryCost: authConfig.argon2MemoryKib } : {};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Computes the throw-away hash at start-up, so the first unknown-user login is not slower. */
export async function warmUpPasswordHasher(): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString('hex'), options);
  await dummyHash;
}

/**
 * Verifies a password against a stored hash. Without a hash (unknown account) it verifies
 * against a throw-away hash of the same cost, so both cases take about the same time and the
 * answer time does not reveal whether the username exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash(randomBytes(16).toString('hex'), options);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
