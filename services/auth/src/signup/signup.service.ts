import { Injectable } from '@nestjs/common';
import { LockMode, sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  signUpConfirmPagePath,
  SIGN_UP_SENT,
  uploadErrorDetails,
  ERROR_MESSAGES,
  type Lang,
  type RequestMeta,
  type SignUpConfirmed,
  type SignUpSent,
  type StudentSignUp,
  type TrialSignUp,
} from '@openset/contracts';
import { DomainError, MailOutbox, operationRefused, SecretAttemptLimiter } from '@openset/server-kit';
import { fileTypeFromBuffer } from 'file-type';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AccountSchema } from '../accounts/account.entity.js';
import { insertAccount } from '../accounts/accounts.repository.js';
import { authConfig } from '../auth.config.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { lifecycleEmail } from './lifecycle-emails.js';
import { ProofStore } from './proof-store.js';
import { SignUpSchema, type SignUp } from './signup.entity.js';

/** How long a confirmation link works. */
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** What a proof of enrolment may be: a scan or photo, or a PDF. */
const PROOF_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
export const signUpLink = (token: string) => `${authConfig.publicUrl}${signUpConfirmPagePath(token)}`;
const linkInvalid = () => operationRefused('This confirmation link has expired or was already used. Sign up again from the sign-in page.');

/**
 * Sign-up (spec section 1): a 14-day trial, or a student account with a proof of enrolment. A
 * sign-up is a row of its own until the e-mailed link is opened, so an address nobody confirmed
 * never holds an account. The answer is the same whether or not the address is in use (an
 * address already in use gets no e-mail), and sign-ups are limited per address and network
 * address like password resets.
 */
@Injectable()
export class SignUpService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailOutbox,
    private readonly attempts: SecretAttemptLimiter,
    private readonly proofs: ProofStore,
    private readonly referrals: ReferralsService,
  ) {}

  async trial(input: TrialSignUp, meta: RequestMeta, now = new Date()): Promise<SignUpSent> {
    await this.attempts.before({ kind: 'reset-token', account: `signup:${input.email.toLowerCase()}`, ip: meta.ip });
    if (!(await this.inUse(input.email))) {
      const { ref, ...fields } = input;
      await this.record({ ...fields, kind: 'trial', proof: null, referredBy: await this.referrals.referrerOf(ref) }, now);
    }
    return { ok: true, message: SIGN_UP_SENT };
  }

  async student(input: StudentSignUp, meta: RequestMeta, now = new Date()): Promise<SignUpSent> {
    try {
      await this.attempts.before({ kind: 'reset-token', account: `signup:${input.email.toLowerCase()}`, ip: meta.ip });
      const staged = await this.proofs.head(input.file, 4100);
      const type = staged && staged.size > 0 ? await fileTypeFromBuffer(staged.head) : undefined;
      if (!type || !PROOF_TYPES.has(type.mime)) throw new DomainError('ERRVALIDATION', ERROR_MESSAGES.uploadError, uploadErrorDetails());
      if (!(await this.inUse(input.email))) {
        const object = await this.proofs.keep(input.file);
        const name = input.file.filename.replace(/[^\w. -]/g, '_').slice(0, 120) || `proof.${type.ext}`;
        await this.record({ ...input, kind: 'student', proof: { object, name, mime: type.mime, size: staged!.size }, referredBy: null }, now);
      }
      return { ok: true, message: SIGN_UP_SENT };
    } finally {
      await this.proofs.discard(input.file);
    }
  }

  /** The link of the e-mail: a trial account is made now; a student's sign-up waits for approval. */
  async confirm(token: string, now = new Date()): Promise<SignUpConfirmed> {
    const signUp = await this.em.findOne(SignUpSchema, { tokenHash: digest(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!signUp || signUp.confirmedAt !== null || signUp.expiresAt <= now) throw linkInvalid();
    if (signUp.kind === 'student') {
      signUp.confirmedAt = now;
      await this.em.flush();
      return { kind: 'student', awaitingApproval: true };
    }
    await this.createAccount(signUp);
    this.em.remove(signUp);
    await this.em.flush();
    return { kind: 'trial', awaitingApproval: false };
  }

  /** The account a confirmed (and, for a student, approved) sign-up becomes: the e-mail is its username. */
  async createAccount(signUp: SignUp): Promise<string> {
    const account = await insertAccount(this.em, {
      type: signUp.kind,
      username: signUp.email,
      email: signUp.email,
      passwordHash: signUp.passwordHash,
      firstname: signUp.firstname,
      lastname: signUp.lastname,
      lang: signUp.lang,
    });
    // Flushed with the confirmation that follows: the referrer's count grows with the account.
    if (signUp.referredBy) account.referredBy = signUp.referredBy;
    return account.id;
  }

  private async inUse(email: string): Promise<boolean> {
    const key = email.toLowerCase();
    return (await this.em.count(AccountSchema, { $or: [{ [sql.lower('email')]: key }, { [sql.lower('username')]: key }] })) > 0;
  }

  private async record(
    input: {
      kind: 'trial' | 'student';
      firstname: string;
      lastname: string;
      email: string;
      password: string;
      lang: Lang;
      proof: { object: string; name: string; mime: string; size: number } | null;
      referredBy: string | null;
    },
    now: Date,
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    this.em.create(SignUpSchema, {
      id: randomUUID(),
      kind: input.kind,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      lang: input.lang,
      passwordHash: await hashPassword(input.password),
      tokenHash: digest(token),
      expiresAt: new Date(now.getTime() + SIGN_UP_LINK_TTL_MS),
      confirmedAt: null,
      proofObject: input.proof?.object ?? null,
      proofName: input.proof?.name ?? null,
      proofMime: input.proof?.mime ?? null,
      proofSize: input.proof?.size ?? null,
      referredBy: input.referredBy,
      createdAt: now,
    });
    const content = lifecycleEmail(input.kind, input.lang, input.firstname, signUpLink(token));
    this.mail.send({ kind: 'signUp', to: [input.email], ...content, language: input.lang, accountId: null });
    await this.em.flush();
  }
}
