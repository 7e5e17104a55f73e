import { Box, Button, Stack } from '@mui/material';
import { Redirect } from '@openset/web-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes, useParams } from 'react-router';
import { NS } from '../../i18n/strings';
import { BillingScreen } from './BillingScreen';
import { rememberedSection, rememberSection, SETTINGS_SECTIONS, type SettingsSection } from './lastSettingsPath';
import { PasswordScreen } from './PasswordScreen';
import { PersonalScreen } from './PersonalScreen';
import { SecurityScreen } from './SecurityScreen';

const SCREENS: Record<SettingsSection, () => React.JSX.Element> = {
  personal: PersonalScreen,
  password: PasswordScreen,
  security: SecurityScreen,
  billing: BillingScreen,
};

/**
 * /manager/settings (spec section 2): personal, password, security and billing, each a tab of
 * its own address; /manager/settings opens the last one used, else personal.
 */
export function SettingsRoutes() {
  const { t } = useTranslation(NS);
  return (
    <Box>
      <Box component="nav" aria-label={t('settings.nav')} sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={0.5} useFlexGap component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section}>
              <Button component={NavLink} to={section} sx={{ borderRadius: 0, borderBottom: 2, borderColor: 'transparent', '&.active': { borderColor: 'primary.main' } }}>
                {t(`settings.${section}`)}
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Routes>
        <Route index element={<Redirect to={rememberedSection()} />} />
        <Route path=":section" element={<Section />} />
      </Routes>
    </Box>
  );
}

function Section() {
  const { section } = useParams();
  const known = (SETTINGS_SECTIONS as readonly string[]).includes(section ?? '') ? (section as SettingsSection) : null;
  useEffect(() => {
    if (known) rememberSection(known);
  }, [known]);
  if (!known) return <Redirect to="../personal" />;
  const Screen = SCREENS[known];
  return <Screen />;
}
