import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_TYPES, LANGS } from '@openset/contracts';

export const BILLING_STATUSES = ['none', 'trialing', 'active', 'pastDue', 'cancelled'] as const;

/**
 * One account of any type. Clinician and manager profiles are two views of the same row;
 * the manager-only columns (seats, invitations...) stay at their defaults for clinicians.
 */
export const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p.uuid().primary(),
    type: p.enum(ACCOUNT_TYPES),
    username: p.text(),
    email: p.text(),
    passwordHash: p.text().hidden(),
    firstname: p.text().default(''),
    lastname: p.text().default(''),
    lang: p.enum(LANGS).default('en'),
    /** Idle timeout in minutes. */
    timeout: p.integer().default(60),
    closed: p.boolean().default(false),
    /** Start of the six-month dormant period before permanent deletion. */
    closedAt: p.datetime().nullable(),
    /** Who closed it: the owner (dormant, reopened by signing in), an administrator, or the end of a trial. */
    closedBy: p.enum(['owner', 'admin', 'trialEnded'] as const).nullable(),
    /** The owner's answer to the close-account survey. */
    closeReason: p.text().nullable(),
    closeComment: p.text().default(''),
    /** A demo account: when it is removed. */
    expiresAt: p.datetime().nullable(),
    showWelcome: p.boolean().default(true),
    clientEmailBody: p.text().default(''),
    clientEmailSig: p.text().default(''),
    clientEmailCc: p.text().default(''),
    headerFooterId: p.text().nullable(),
    /** The clinician saved a headerFooterId once (a header or none): no team header is chosen for them any more. */
    headerFooterChosen: p.boolean().default(false),
    secondaryAuth: p.boolean().default(false),
    billingPlan: p.text().nullable(),
    billingStatus: p.enum(BILLING_STATUSES).default('none'),
    trialUntil: p.datetime().nullable(),
    emr: p.text().nullable(),
    emrEnabled: p.boolean().default(false),
    /** The code of the account's referral link (unique), made when it is first asked for. */
    referral: p.text().nullable(),
    /** The account whose referral link this one signed up through. */
    referredBy: p.uuid().nullable(),
    showUpdateAlert: p.boolean().default(false),
    // Manager columns. Staff counts will be owned by the teams service; kept here until then.
    seats: p.integer().default(0),
    activeStaff: p.integer().default(0),
    /** null means unlimited. */
    teamInvitations: p.integer().nullable().default(0),
    apiEnabled: p.boolean().default(false),
    selfServe: p.boolean().default(false),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Account = InferEntity<typeof AccountSchema>;
