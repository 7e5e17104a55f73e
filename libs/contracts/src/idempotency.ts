import { z } from 'zod';

/**
 * A client that may send a write twice (a retry after a lost connection, a double click) names it
 * with this header. The service applies a keyed write once per account and key, and answers a
 * repeat with the first answer; so the gateway may also send a keyed write again to another copy
 * of the service after a timeout. The gateway names a signed-in write that comes without one
 * itself, for its own retries. Keys are kept for a day.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A random UUID is the usual key; any 8 to 100 visible ASCII characters are accepted. The answer
 * kept for repeats is sealed under the key, so a key that can be guessed protects it less.
 */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,100}$/, 'must be 8 to 100 visible ASCII characters');

/** The header as the gateway checks it, so a bad key is ERRVALIDATION naming `idempotency-key`. */
export const idempotencyHeaderSchema = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });
