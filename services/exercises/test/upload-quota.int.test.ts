import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { ERROR_MESSAGES, type Resource } from '@openset/contracts';
import { bodyOf, errorOf, signedIn, sql } from './helpers.js';

const RES = '/api/clinician/resources';
/** The default quota per account (UPLOAD_QUOTA_BYTES); the test stack keeps the default. */
const QUOTA = 1024 ** 3;

/** Records files of this many bytes for the account, as if uploaded. */
async function used(accountId: string, bytes: number) {
  await sql(
    `insert into "exercises"."resources" ("id", "kind", "owner_id", "mime", "size", "storage_key", "caption_en")
     values (?, 'userVideo', ?, 'video/mp4', ?, ?, '')`,
    [randomUUID(), accountId, bytes, `u/test/${randomUUID()}`],
  );
}

describe('upload quota per account', () => {
  it('refuses an upload that would go over the quota, keeps nothing, and leaves other accounts alone', async () => {
    const full = await signedIn();
    const other = await signedIn();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#aa3311' } }).png().toBuffer();
    await used(full.account.id, QUOTA - 10);

    const refused = await full.api.upload(`${RES}/upload/image`, 'file', png, 'over.png', 'image/png');
    expect(errorOf(refused)).toMatchObject({
      status: 409,
      code: 'ERROPERATION',
      message: ERROR_MESSAGES.uploadQuota,
      details: { key: 'uploadQuota' },
    });
    expect(await sql(`select 1 from "exercises"."resources" where "owner_id" = ? and "mime" = 'image/png'`, [full.account.id])).toEqual([]);

    bodyOf<Resource>(await other.api.upload(`${RES}/upload/image`, 'file', png, 'fine.png', 'image/png'));
  });
});
