import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LANGS } from '@openset/contracts';

/**
 * A sign-up waiting for its e-mail to be confirmed (and a student's, for an administrator to
 * approve the proof). The link's token is stored as its digest only; the proof of enrolment is
 * an object of the proofs bucket.
 */
export const SignUpSchema = defineEntity({
  name: 'SignUp',
  tableName: 'signups',
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(['trial', 'student'] as const),
    firstname: p.text(),
    lastname: p.text(),
    email: p.text(),
    lang: p.enum(LANGS),
    passwordHash: p.text().hidden(),
    tokenHash: p.text().hidden(),
    expiresAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
    proofObject: p.text().nullable(),
    proofName: p.text().nullable(),
    proofMime: p.text().nullable(),
    proofSize: p.bigint('number').nullable(),
    /** The account whose referral link the visitor came through (an unknown code leaves it empty). */
    referredBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type SignUp = InferEntity<typeof SignUpSchema>;
