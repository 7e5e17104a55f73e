import { PageLayout, useAppSelector } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LogoutButton } from '../layout/LogoutButton';
import { deepLinks } from '../session/deepLink';

/** The empty path: each user to their mode, after restoring a link opened before sign-in. */
export function Landing() {
  const { authenticated, role } = useAppSelector((state) => state.session);
  // Taken once per visit of landing, not on every render.
  const [deepLink] = useState(() => (authenticated ? deepLinks.take() : null));
  const { t } = useTranslation('shell');

  if (!authenticated) return <Navigate to="/login" replace />;
  if (deepLink && deepLink.startsWith(`/${role}`)) return <Navigate to={deepLink} replace />;
  if (role === 'clinician') return <Navigate to="/clinician" replace />;
  if (role === 'manager') return <Navigate to="/manager" replace />;
  return (
    <PageLayout title={t('admin.title')} subtitle={t('admin.body')} actions={<LogoutButton />} />
  );
}
