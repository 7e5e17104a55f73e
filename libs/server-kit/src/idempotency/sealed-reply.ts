import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * What the idempotent_replies table keeps of a keyed write, so that the table alone gives away
 * neither the answers (a new client's portal key, health information) nor the keys that would
 * unlock them:
 * - the row is found by a hash of the key, never the key itself;
 * - the answer is sealed (AES-256-GCM) with a key derived from the Idempotency-Key and the
 *   account, which only the caller holds: a repeat of the call can open it, a reader of the
 *   database or of a backup cannot. It is deflated first: sealed bytes do not compress, and
 *   PostgreSQL would otherwise store a saved set's 24 KB answer as 33 KB of base64 where it
 *   kept about 5 KB of the plain JSON;
 * - the request's fingerprint (to refuse a key reused for another request) is a MAC under that
 *   same key, not a plain hash of the body, which would let names or e-mails be guessed back.
 */
export interface KeySecrets {
  /** The row's "key" column. */
  lookup: string;
  seal(replyJson: string): string;
  open(sealed: string): string;
  fingerprint(requestJson: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function keySecrets(accountId: string, idempotencyKey: string): KeySecrets {
  const secret = Buffer.from(hkdfSync('sha256', idempotencyKey, accountId, 'openset idempotent reply', 32));
  return {
    lookup: createHash('sha256').update(`${accountId}\n${idempotencyKey}`).digest('base64url'),
    seal(replyJson) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const sealed = Buffer.concat([cipher.update(deflateRawSync(Buffer.from(replyJson, 'utf8'), { level: 1 })), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return inflateRawSync(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()])).toString('utf8');
    },
    fingerprint(requestJson) {
      return createHmac('sha256', secret).update(requestJson).digest('base64url');
    },
  };
}
