import { randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import anyAscii from 'any-ascii';

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

/**
 * `jane.doe` from the names: lower case, only letters, digits and dots. Names are written in
 * ASCII first (any-ascii), so a client can type their username on any keyboard and it still
 * reads as their name: Łukasz, Søren, Œdipe, Дмитрий and 王芳 give lukasz, soren, oedipe,
 * dmitriy and wangfang, where dropping what is not a-z made ukasz, sren, dipe or nothing.
 */
export function usernameBase(firstname: string, lastname: string): string {
  const part = (value: string) =>
    anyAscii(value)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 30);
  const base = [part(firstname), part(lastname)].filter(Boolean).join('.');
  return base.length >= 3 ? base : `client${base ? `.${base}` : ''}`;
}

/** The first of `base`, `base2`, `base3`... that is not taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
