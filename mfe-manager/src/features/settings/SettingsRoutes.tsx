import { SettingsLayout } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { NS } from '../../i18n/strings';
import { BillingScreen } from './BillingScreen';
import { PasswordScreen } from './PasswordScreen';
import { PersonalScreen } from './PersonalScreen';
import { SecurityScreen } from './SecurityScreen';

/** The manager's settings sections (spec section 2), in the order the tabs show them. */
const SECTIONS = [
  { path: 'personal', screen: PersonalScreen },
  { path: 'password', screen: PasswordScreen },
  { path: 'security', screen: SecurityScreen },
  { path: 'billing', screen: BillingScreen },
] as const;

/** /manager/settings: personal, password, security and billing; the default is the last used, else personal. */
export function SettingsRoutes() {
  const { t } = useTranslation(NS);
  return (
    <SettingsLayout base="/manager/settings" label={t('settings.nav')} fallback="personal" sections={SECTIONS.map(({ path }) => ({ path, label: t(`settings.${path}`) }))}>
      {SECTIONS.map(({ path, screen: Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
    </SettingsLayout>
  );
}
