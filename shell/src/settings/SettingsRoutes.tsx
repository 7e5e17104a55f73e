import { Box, Button, Stack } from '@mui/material';
import { addAppStrings, Redirect } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { BillingScreen } from './billing/BillingScreen';
import { SETTINGS_BILLING_NS } from './billing/billingStrings';
import { CloseAccountScreen } from './CloseAccountScreen';
import { SETTINGS_CLOSE_NS } from './closeAccountStrings';
import { EmailScreen } from './EmailScreen';
import { SETTINGS_EMAIL_NS } from './emailStrings';
import { HeadersScreen } from './HeadersScreen';
import { IntegrationsScreen } from './integrations/IntegrationsScreen';
import { SETTINGS_INTEGRATIONS_NS } from './integrations/integrationsStrings';
import { LastSettingsSection, useRememberedSection } from './lastSection';
import { PasswordScreen } from './PasswordScreen';
import { PersonalScreen } from './PersonalScreen';
import { SETTINGS_PERSONAL_NS } from './personalStrings';
import { SecurityScreen } from './security/SecurityScreen';
import { SETTINGS_SECURITY_NS } from './security/securityScreenStrings';
import { ReferScreen } from './refer/ReferScreen';
import { SETTINGS_REFER_NS } from './refer/referStrings';
import { SETTINGS_NS, settingsStrings } from './strings';

addAppStrings(SETTINGS_NS, settingsStrings);

/** The sections this version has; spec section 2 lists personal, password, security, email, ... too. */
/** Where the shell mounts the settings; links and redirects name it whole (the route is a splat). */
const BASE = '/clinician/settings';

const SECTIONS = [
  { path: 'personal', key: `${SETTINGS_PERSONAL_NS}:nav` },
  { path: 'password', key: `${SETTINGS_PERSONAL_NS}:password.nav` },
  { path: 'security', key: `${SETTINGS_SECURITY_NS}:nav` },
  { path: 'headers', key: 'nav.headers' },
  { path: 'email', key: `${SETTINGS_EMAIL_NS}:nav` },
  { path: 'billing', key: `${SETTINGS_BILLING_NS}:nav` },
  { path: 'refer', key: `${SETTINGS_REFER_NS}:nav` },
  { path: 'integrations', key: `${SETTINGS_INTEGRATIONS_NS}:nav` },
  { path: 'close', key: `${SETTINGS_CLOSE_NS}:nav` },
] as const;

/**
 * /clinician/settings (spec section 2). No remote owns settings yet, so the shell draws them, as a
 * lazy chunk of its own: only the headers and footers section exists so far, and the default
 * child is it (the spec's default, personal, is not written yet).
 */
export function SettingsRoutes() {
  const { t } = useTranslation(SETTINGS_NS);
  useRememberedSection(SECTIONS.map((section) => section.path));
  return (
    <Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={0.5} useFlexGap component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <Button component={NavLink} to={`${BASE}/${section.path}`} sx={{ borderRadius: 0, borderBottom: 2, borderColor: 'transparent', '&.active': { borderColor: 'primary.main' } }}>
                {t(section.key)}
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Routes>
        <Route index element={<LastSettingsSection base={BASE} fallback="personal" />} />
        <Route path="personal" element={<PersonalScreen />} />
        <Route path="password" element={<PasswordScreen />} />
        <Route path="security" element={<SecurityScreen />} />
        <Route path="headers" element={<HeadersScreen />} />
        <Route path="email" element={<EmailScreen />} />
        <Route path="billing" element={<BillingScreen />} />
        <Route path="refer" element={<ReferScreen />} />
        <Route path="integrations" element={<IntegrationsScreen />} />
        <Route path="close" element={<CloseAccountScreen />} />
        <Route path="*" element={<Redirect to={`${BASE}/personal`} />} />
      </Routes>
    </Box>
  );
}
