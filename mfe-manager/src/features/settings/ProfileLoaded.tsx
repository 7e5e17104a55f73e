import type { ManagerProfile } from '@openset/contracts';
import { PageLayout, QueryContent, useManagerProfileQuery } from '@openset/web-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/** A settings screen's frame: its title, then its content once the manager's profile is in. */
export function ProfileLoaded({ title, subtitle, children }: { title: string; subtitle?: string; children: (profile: ManagerProfile) => ReactNode }) {
  const { t } = useTranslation(NS);
  const profile = useManagerProfileQuery();
  return (
    <PageLayout title={title} {...(subtitle ? { subtitle } : {})}>
      <QueryContent query={profile} failed={t('settings.loadFailed')}>
        {children}
      </QueryContent>
    </PageLayout>
  );
}
