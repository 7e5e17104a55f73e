import { addAppStrings, SettingsLayout } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { BillingScreen } from './billing/BillingScreen';
import { SETTINGS_BILLING_NS } from './billing/billingStrings';
import { CloseAccountScreen } from './CloseAccountScreen';
import { SETTINGS_CLOSE_NS } from './closeAccountStrings';
import { EmailScreen } from './EmailScreen';
import { SETTINGS_EMAIL_NS } from './emailStrings';
import { HeadersScreen } from './HeadersScreen';
import { IntegrationsScreen } from './integrations/IntegrationsScreen';
import { SETTINGS_INTEGRATIONS_NS } from './integrations/integrationsStrings';
import { PasswordScreen } from './PasswordScreen';
import { PersonalScreen } from './PersonalScreen';
import { SETTINGS_PERSONAL_NS } from './personalStrings';
import { SecurityScreen } from './security/SecurityScreen';
import { SETTINGS_SECURITY_NS } from './security/securityScreenStrings';
import { ReferScreen } from './refer/ReferScreen';
import { SETTINGS_REFER_NS } from './refer/referStrings';
import { SETTINGS_NS, settingsStrings } from './strings';

addAppStrings(SETTINGS_NS, settingsStrings);

/** The clinician's settings sections (spec section 2), in the order the tabs show them. */
const SECTIONS = [
  { path: 'personal', key: `${SETTINGS_PERSONAL_NS}:nav`, screen: PersonalScreen },
  { path: 'password', key: `${SETTINGS_PERSONAL_NS}:password.nav`, screen: PasswordScreen },
  { path: 'security', key: `${SETTINGS_SECURITY_NS}:nav`, screen: SecurityScreen },
  { path: 'headers', key: 'nav.headers', screen: HeadersScreen },
  { path: 'email', key: `${SETTINGS_EMAIL_NS}:nav`, screen: EmailScreen },
  { path: 'billing', key: `${SETTINGS_BILLING_NS}:nav`, screen: BillingScreen },
  { path: 'refer', key: `${SETTINGS_REFER_NS}:nav`, screen: ReferScreen },
  { path: 'integrations', key: `${SETTINGS_INTEGRATIONS_NS}:nav`, screen: IntegrationsScreen },
  { path: 'close', key: `${SETTINGS_CLOSE_NS}:nav`, screen: CloseAccountScreen },
] as const;

/**
 * /clinician/settings, drawn by the shell as a lazy chunk of its own: the default section is the
 * last used by this account, else personal.
 */
export function SettingsRoutes() {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <SettingsLayout base="/clinician/settings" label={t('nav.label')} fallback="personal" sections={SECTIONS.map(({ path, key }) => ({ path, label: t(key) }))}>
      {SECTIONS.map(({ path, screen: Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
    </SettingsLayout>
  );
}
