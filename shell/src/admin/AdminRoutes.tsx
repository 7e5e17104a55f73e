import { AppBar, Box, Button, Stack, Toolbar, Typography } from '@mui/material';
import { addAppStrings, Redirect, useAppSelector } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { LogoutButton } from '../layout/LogoutButton';
import { AccountsScreen } from './AccountsScreen';
import { NewAccountScreen } from './NewAccountScreen';
import { StudentsScreen } from './StudentsScreen';
import { ADMIN_NS, adminStrings } from './strings';

addAppStrings(ADMIN_NS, adminStrings);

// Absolute: a relative link in this splat route resolves from the whole address (/admin/accounts/...).
const SECTIONS = [
  { path: 'accounts', key: 'nav.accounts' },
  { path: 'organisations/new', key: 'nav.organisation' },
  { path: 'professionals/new', key: 'nav.professional' },
  { path: 'students', key: 'nav.students' },
] as const;

/**
 * /admin, the operator's console (spec section 1: the admin account type): a plain frame and four
 * screens, a lazy chunk of the shell. Only an admin session gets past the first line; the server
 * checks every call again.
 */
export function AdminRoutes() {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const session = useAppSelector((state) => state.session);
  if (!session.authenticated || session.role !== 'admin') return <Redirect to="/" />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="primary">
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('common:app.name')} · {t('title')}
          </Typography>
          <LanguageSwitch tone="dark" />
          <LogoutButton tone="dark" />
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label={t('nav.label')} sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={0.5} useFlexGap component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <Button component={NavLink} to={`/admin/${section.path}`} sx={{ borderRadius: 0, borderBottom: 2, borderColor: 'transparent', '&.active': { borderColor: 'primary.main' } }}>
                {t(section.key)}
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <Routes>
          <Route index element={<Redirect to="/admin/accounts" />} />
          <Route path="accounts" element={<AccountsScreen />} />
          <Route path="organisations/new" element={<NewAccountScreen kind="organisation" />} />
          <Route path="professionals/new" element={<NewAccountScreen kind="professional" />} />
          <Route path="students" element={<StudentsScreen />} />
          <Route path="*" element={<Redirect to="/admin/accounts" />} />
        </Routes>
      </Box>
    </Box>
  );
}
