import { PageLayout, Redirect, useAppSelector } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../layout/LogoutButton';
import { deepLinks } from '../session/deepLink';

/** The empty path: each user to their mode, after restoring a link opened before sign-in. */
export function Landing() {
  const { authenticated, role } = useAppSelector((state) => state.session);
  // Taken once per visit of landing, not on every render.
  const [deepLink] = useState(() => (authenticated ? deepLinks.take() : null));
  const { t } = useTranslation('shell');

  if (!authenticated) return <Redirect to="/login" />;
  if (deepLink && deepLink.startsWith(`/${role}`)) return <Redirect to={deepLink} />;
  if (role === 'clinician') return <Redirect to="/clinician" />;
  if (role === 'manager') return <Redirect to="/manager" />;
  if (role === 'admin') return <Redirect to="/admin" />;
  return <PageLayout title={t('admin.title')} subtitle={t('admin.body')} actions={<LogoutButton />} />;
}
