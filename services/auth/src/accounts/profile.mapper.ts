import { DAY_MS, type ClinicianProfile, type ManagerProfile, type StaffPermissions } from '@openset/contracts';
import type { Account } from './account.entity.js';

/** Whole days of trial left, rounded up (a trial ending later today still has 1 day); never negative. */
export function trialDaysLeft(trialUntil: Date | null | undefined, now: Date): number | null {
  if (!trialUntil) {
    return null;
  }
  return Math.max(0, Math.ceil((trialUntil.getTime() - now.getTime()) / DAY_MS));
}

/** The account fields every profile shape shares. */
type ProfileSource = Pick<
  Account,
  'id' | 'type' | 'closed' | 'timeout' | 'username' | 'firstname' | 'lastname' | 'email' | 'lang' | 'secondaryAuth' | 'billingPlan' | 'billingStatus' | 'trialUntil'
>;

function common(account: ProfileSource, now: Date) {
  return {
    id: account.id,
    type: account.type,
    closed: account.closed,
    timeout: account.timeout,
    username: account.username,
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    lang: account.lang,
    billing: { plan: account.billingPlan ?? null, status: account.billingStatus },
    secondaryAuth: account.secondaryAuth,
    trialUntil: account.trialUntil ? account.trialUntil.toISOString() : null,
    trialDaysLeft: trialDaysLeft(account.trialUntil, now),
  };
}

/** The staff flags a clinician profile carries (the teams service owns their values). */
export function staffFlags(permissions: StaffPermissions) {
  return {
    restrictPhi: permissions.restrictPhi,
    teamHeaderFooter: permissions.teamHeaderFooter,
    teamExercises: permissions.teamExercises,
    orgExercises: permissions.orgExercises,
    teamClients: permissions.teamClients,
    teamFolders: permissions.teamFolders,
    teamSwap: permissions.teamSwap,
    orgFolders: permissions.orgFolders,
    teamEducation: permissions.teamEducation,
    orgEducation: permissions.orgEducation,
    teamOutcomes: permissions.teamOutcomes,
    orgOutcomes: permissions.orgOutcomes,
    teamSecondaryAuth: permissions.secondaryAuth,
  };
}

/**
 * Profile (clinician), spec section 3. `permissions` is given for staff accounts only: other
 * clinicians' profiles do not carry the staff flags at all.
 */
export function toClinicianProfile(
  account: ProfileSource &
    Pick<Account, 'showWelcome' | 'clientEmailBody' | 'clientEmailSig' | 'clientEmailCc' | 'headerFooterId' | 'emr' | 'emrEnabled' | 'referral' | 'showUpdateAlert'> &
    Partial<Pick<Account, 'expiresAt'>>,
  now: Date,
  permissions?: StaffPermissions,
): ClinicianProfile {
  return {
    ...common(account, now),
    showWelcome: account.showWelcome,
    clientEmailBody: account.clientEmailBody,
    clientEmailSig: account.clientEmailSig,
    clientEmailCC: account.clientEmailCc,
    headerFooterId: account.headerFooterId ?? null,
    emr: account.emr ?? null,
    emrEnabled: account.emrEnabled,
    referral: account.referral ?? null,
    showUpdateAlert: account.showUpdateAlert,
    demoUntil: account.expiresAt ? account.expiresAt.toISOString() : null,
    ...(permissions ? staffFlags(permissions) : {}),
  };
}

/** Profile (manager and billing-related), spec section 3. */
export function toManagerProfile(
  account: ProfileSource & Pick<Account, 'teamInvitations' | 'activeStaff' | 'seats' | 'apiEnabled' | 'selfServe'>,
  now: Date,
): ManagerProfile {
  return {
    ...common(account, now),
    teamInvitations: account.teamInvitations ?? 'unlimited',
    activeStaff: account.activeStaff,
    seats: account.seats,
    apiEnabled: account.apiEnabled,
    selfServe: account.selfServe,
  };
}
