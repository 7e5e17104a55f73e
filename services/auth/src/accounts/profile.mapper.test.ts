import { describe, expect, it } from '@jest/globals';
import { clinicianProfileSchema, DEFAULT_TEAM_PERMISSIONS, managerProfileSchema } from '@openset/contracts';
import { newAccountFields } from './new-account.js';
import { toClinicianProfile, toManagerProfile, trialDaysLeft } from './profile.mapper.js';

const now = new Date('2026-03-01T12:00:00Z');

/** An account row as the database would hold it right after creation. */
function accountOf(type: 'professional' | 'staff' | 'trial' | 'manager') {
  return {
    ...newAccountFields(
      { type, username: 'Pat', email: 'pat@example.test', passwordHash: 'x', firstname: 'Pat', lastname: 'Pro', lang: 'fr' },
      now,
    ),
    timeout: 60,
    closed: false,
    showWelcome: true,
    clientEmailBody: 'Body',
    clientEmailSig: 'Sig',
    clientEmailCc: 'cc@example.test',
    headerFooterId: null,
    secondaryAuth: false,
    billingPlan: null,
    emr: null,
    emrEnabled: false,
    referral: null,
    showUpdateAlert: false,
    seats: 3,
    activeStaff: 1,
    teamInvitations: null as number | null,
    apiEnabled: false,
  };
}

describe('trialDaysLeft', () => {
  it('counts whole days left, rounding up, never below zero', () => {
    expect(trialDaysLeft(null, now)).toBeNull();
    expect(trialDaysLeft(new Date('2026-03-15T12:00:00Z'), now)).toBe(14);
    expect(trialDaysLeft(new Date('2026-03-01T13:00:00Z'), now)).toBe(1);
    expect(trialDaysLeft(new Date('2026-02-01T00:00:00Z'), now)).toBe(0);
  });
});

describe('clinician profile', () => {
  it('gives a new trial its 14 days and the contract shape', () => {
    const profile = toClinicianProfile(accountOf('trial'), now);
    expect(clinicianProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({ type: 'trial', trialDaysLeft: 14, billing: { plan: null, status: 'trialing' }, clientEmailCC: 'cc@example.test', lang: 'fr' });
  });

  it('carries the staff flags only when permissions are given', () => {
    expect(toClinicianProfile(accountOf('professional'), now)).not.toHaveProperty('teamExercises');
    const staff = toClinicianProfile(accountOf('staff'), now, { ...DEFAULT_TEAM_PERMISSIONS, teamSwap: true, orgFolders: 'readOnly' });
    expect(staff).toMatchObject({ teamExercises: 'readWrite', orgFolders: 'readOnly', teamSwap: true, teamClients: true, restrictPhi: false });
    // The account's own secondary-auth setting is not overwritten by the team's.
    expect(staff.secondaryAuth).toBe(false);
  });
});

describe('manager profile', () => {
  it('shows a missing invitation limit as unlimited', () => {
    const profile = toManagerProfile(accountOf('manager'), now);
    expect(managerProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({ teamInvitations: 'unlimited', seats: 3, activeStaff: 1, selfServe: true, trialDaysLeft: null });
  });
});
