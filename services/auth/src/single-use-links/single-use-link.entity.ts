import { defineEntity, p } from '@mikro-orm/core';
import { AccountSchema } from '../accounts/account.entity.js';

/**
 * The table of one kind of e-mailed or handed-over link that signs somebody in or lets them set a
 * password: the token's SHA-256 digest, never the token, so a leaked table opens no account; used
 * once (`usedAt`), until it expires. Each kind keeps its own table, made by its own migration.
 */
export function singleUseLinkEntity<const Name extends string, const Table extends string>(name: Name, tableName: Table) {
  return defineEntity({
    name,
    tableName,
    properties: {
      id: p.uuid().primary(),
      account: p.manyToOne(AccountSchema).ref(),
      tokenHash: p.text().unique(),
      createdAt: p.datetime(),
      expiresAt: p.datetime(),
      usedAt: p.datetime().nullable(),
    },
  });
}

/** Any kind's table, for what works on all of them. */
export type SingleUseLinkSchema = ReturnType<typeof singleUseLinkEntity<string, string>>;
