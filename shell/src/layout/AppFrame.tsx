import { AppBar, Box, Button, Stack, Toolbar, Typography } from '@mui/material';
import type { ClinicianProfile, ManagerProfile } from '@openset/contracts';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@openset/web-kit';
import { NavLink, useLocation } from 'react-router';
import { HelpAfterSignIn, HelpMenu } from '../help/HelpMenu';
import { NotificationBell } from '../notifications/NotificationBell';
import { ShellNotices } from '../notices/ShellNotices';
import { useIntegrationProblemFlash } from '../settings/integrations/useIntegrationProblemFlash';
import { useSessionTimers } from '../session/useSessionTimers';
import { AccountBanner } from './AccountBanner';
import { useFocusKeptOnNavigation } from './useFocusKeptOnNavigation';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import { useProfileLanguage } from './useLanguageChoice';

const NAV = {
  clinician: [
    { to: '/clinician/designer', key: 'nav.designer' },
    { to: '/clinician/templates', key: 'nav.templates' },
    { to: '/clinician/education', key: 'nav.education' },
    { to: '/clinician/clients', key: 'nav.clients' },
    { to: '/clinician/outcomes', key: 'nav.outcomes' },
    { to: '/clinician/settings', key: 'nav.settings' },
  ],
  manager: [
    { to: '/manager/teams', key: 'nav.teams' },
    { to: '/manager/staff', key: 'nav.staff' },
    { to: '/manager/uam', key: 'nav.activity' },
    { to: '/manager/settings', key: 'nav.settings' },
  ],
} as const;

interface AppFrameProps {
  role: 'clinician' | 'manager';
  profile: ClinicianProfile | ManagerProfile;
  children: ReactNode;
}

/** The signed-in frame: product name, main navigation, language, account and logout. */
export function AppFrame({ role, profile, children }: AppFrameProps) {
  const { t } = useTranslation(['shell', 'common']);
  useSessionTimers(profile.timeout);
  useProfileLanguage(profile.lang);
  useIntegrationProblemFlash(role === 'clinician' ? (profile as ClinicianProfile) : null);
  const name = [profile.firstname, profile.lastname].filter(Boolean).join(' ') || profile.username;
  const { pathname } = useLocation();
  const section = NAV[role].find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  usePageTitle(section ? t(section.key) : null, t('common:app.name'));
  const main = useRef<HTMLElement>(null);
  useFocusKeptOnNavigation(main);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' } }}
      >
        {t('nav.skip')}
      </Box>
      {/* Kept in view from a laptop's width up; below, its two or three lines scroll away with
          the page, or they would cover most of a phone's screen (three quarters of it at 400% zoom). */}
      <AppBar position="sticky" color="primary" sx={{ position: { xs: 'static', md: 'sticky' } }}>
        {/*
          Below a laptop's width the navigation takes a line of its own under the name, language
          and logout, and every line wraps: a phone (320 px and up) scrolls no page sideways and
          keeps "Log out" on the bar (WCAG 1.4.10, reflow).
        */}
        <Toolbar sx={{ gap: { xs: 1, md: 3 }, flexWrap: 'wrap', py: { xs: 1.5, md: 0 } }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, letterSpacing: '0.02em', flexGrow: { xs: 1, md: 0 } }}>
            {t('common:app.name')}
          </Typography>
          <Box component="nav" aria-label={t('nav.main')} sx={{ flexGrow: 1, order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}>
            <Stack direction="row" spacing={0.5} useFlexGap component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
              {NAV[role].map((item) => (
                <li key={item.to}>
                  <Button
                    component={NavLink}
                    to={item.to}
                    color="inherit"
                    sx={{
                      opacity: 0.85,
                      borderRadius: 1,
                      '&.active': { opacity: 1, backgroundColor: 'rgba(255,255,255,0.16)' },
                    }}
                  >
                    {t(item.key)}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.9 }} aria-label={t('nav.account')}>
            {name}
          </Typography>
          {role === 'clinician' && <NotificationBell tone="dark" />}
          <HelpMenu role={role} profile={profile} />
          <LanguageSwitch tone="dark" />
          <LogoutButton tone="dark" />
        </Toolbar>
        <AccountBanner profile={profile} />
      </AppBar>
      <ShellNotices />
      <HelpAfterSignIn role={role} profile={profile} />
      <Box component="main" ref={main} id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}
