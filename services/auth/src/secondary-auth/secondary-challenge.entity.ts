import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../accounts/account.entity.js';

/**
 * A sign-in whose password was right, waiting for the code e-mailed to its account. `id` is the
 * digest of the challenge the browser holds; `codeHash` the digest of the code under it.
 */
export const SecondaryChallengeSchema = defineEntity({
  name: 'SecondaryChallenge',
  tableName: 'secondary_challenges',
  properties: {
    id: p.text().primary(),
    account: p.manyToOne(AccountSchema).ref(),
    codeHash: p.text(),
    tries: p.integer().default(0),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

export type SecondaryChallenge = InferEntity<typeof SecondaryChallengeSchema>;
