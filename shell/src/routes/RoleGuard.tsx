import type { ClinicianProfile, ManagerProfile } from '@openset/contracts';
import {
  LoadingState,
  Redirect,
  signedOutLocally,
  useAppDispatch,
  useAppSelector,
  useClinicianProfileQuery,
  useManagerProfileQuery,
} from '@openset/web-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppFrame } from '../layout/AppFrame';
import { deepLinks } from '../session/deepLink';

type GuardedRole = 'clinician' | 'manager';

/**
 * Guards of spec section 2: the role's profile is fetched and must belong to the session's
 * account. A signed-out visitor's link is kept for after sign-in; a failed check resets the
 * session; the wrong role goes to landing, which sends the user to their own mode.
 */
export function RoleGuard({ role }: { role: GuardedRole }) {
  const session = useAppSelector((state) => state.session);
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  if (!session.authenticated) {
    return <ToLanding rememberPath={here} />;
  }
  if (session.role !== role) {
    return <Redirect to="/" />;
  }
  return role === 'clinician' ? <ClinicianCheck here={here} /> : <ManagerCheck here={here} />;
}

function ClinicianCheck({ here }: { here: string }) {
  const result = useClinicianProfileQuery();
  return <ProfileCheck role="clinician" here={here} {...result} />;
}

function ManagerCheck({ here }: { here: string }) {
  const result = useManagerProfileQuery();
  return <ProfileCheck role="manager" here={here} {...result} />;
}

interface ProfileCheckProps {
  role: GuardedRole;
  here: string;
  data?: ClinicianProfile | ManagerProfile | undefined;
  isError: boolean;
  isLoading: boolean;
}

function ProfileCheck({ role, here, data, isError, isLoading }: ProfileCheckProps) {
  const { t } = useTranslation('shell');
  const accountId = useAppSelector((state) => state.session.accountId);
  const matches = data !== undefined && data.id === accountId && (role === 'manager' ? data.type === 'manager' : data.type !== 'manager' && data.type !== 'admin');
  const passed = matches && !isError;

  useEffect(() => {
    if (passed) deepLinks.guardPassed();
  }, [passed]);

  if (isError || (data && !matches)) {
    return <ToLanding rememberPath={here} resetSession />;
  }
  if (isLoading || !data) {
    return <LoadingState label={t('guard.checking')} />;
  }
  return (
    <AppFrame role={role} profile={data}>
      <Outlet />
    </AppFrame>
  );
}

/** A refused guard: count the failure (keeping the link while under the limit), then landing. */
function ToLanding({ rememberPath, resetSession }: { rememberPath: string; resetSession?: boolean }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    deepLinks.guardFailed(rememberPath);
    if (resetSession) dispatch(signedOutLocally());
  }, [rememberPath, resetSession, dispatch]);
  return <Redirect to="/" />;
}
