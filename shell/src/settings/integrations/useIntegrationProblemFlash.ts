import type { ClinicianProfile } from '@openset/contracts';
import { flashAdded, useAppDispatch, useAppSelector } from '@openset/web-kit';
import { useEffect } from 'react';

/** The session start (`signedInAt`) the flash was shown for: once per sign-in, not on every screen. */
let shownFor: number | null = null;

/** A profile with an integration that is not running: the provider named, not enabled (it is paused). */
export const integrationPaused = (profile: Pick<ClinicianProfile, 'emr' | 'emrEnabled'>): boolean => Boolean(profile.emr) && !profile.emrEnabled;

/**
 * Spec section 8's bad-integration flash ('There is a problem with your EMR integration... Go to
 * Settings > Integrations'), shown once after sign-in when the clinician's integration is paused.
 * The profile says it (`emr` set, `emrEnabled` false), so no other call is made. `null` for a manager.
 */
export function useIntegrationProblemFlash(profile: ClinicianProfile | null): void {
  const dispatch = useAppDispatch();
  const signedInAt = useAppSelector((state) => state.session.signedInAt);
  const paused = profile !== null && integrationPaused(profile);
  useEffect(() => {
    if (!paused || signedInAt === null || shownFor === signedInAt) return;
    shownFor = signedInAt;
    dispatch(flashAdded('warning', 'errors.emrIntegration'));
  }, [dispatch, paused, signedInAt]);
}
