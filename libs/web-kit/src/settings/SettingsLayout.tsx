import { Box, Button, Stack } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router';
import { Redirect } from '../routing/Redirect';
import { useProfilePreference } from '../preferences/useProfilePreference';
import { parseSection, sectionToOpen } from './rememberedSection';

export interface SettingsSectionLink {
  path: string;
  label: string;
}

interface SettingsLayoutProps {
  /** Where the mode mounts its settings, whole ('/manager/settings'): links and redirects name it. */
  base: string;
  /** The navigation's accessible name. */
  label: string;
  sections: readonly SettingsSectionLink[];
  /** The section opened when none was used yet (spec section 2: personal). */
  fallback: string;
  /** One `<Route path="<section>">` per section. */
  children: ReactNode;
}

/**
 * The settings of either mode (spec section 2): a tab per section, each at an address of its own;
 * `base` alone opens the section last used by this profile on this browser, else `fallback`, and
 * an unknown section goes to `fallback`. Links are absolute: the settings are mounted under a
 * splat route, against which a relative link would resolve one level too deep.
 */
export function SettingsLayout({ base, label, sections, fallback, children }: SettingsLayoutProps) {
  // One preference per mode ('settingsSection.clinician'), kept per profile (decision 021).
  const [remembered, remember] = useProfilePreference<string | null>(`settingsSection.${base.split('/').filter(Boolean)[0] ?? ''}`, null, parseSection);
  const paths = sections.map((section) => section.path);
  const shown = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const known = shown !== undefined && paths.includes(shown);
  useEffect(() => {
    if (known && shown !== remembered) remember(shown);
  }, [known, shown, remembered, remember]);
  return (
    <Box>
      <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={0.5} useFlexGap component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
          {sections.map((section) => (
            <li key={section.path}>
              <Button component={NavLink} to={`${base}/${section.path}`} sx={{ borderRadius: 0, borderBottom: 2, borderColor: 'transparent', '&.active': { borderColor: 'primary.main' } }}>
                {section.label}
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Routes>
        <Route index element={<Redirect to={`${base}/${sectionToOpen(remembered, paths, fallback)}`} />} />
        {children}
        <Route path="*" element={<Redirect to={`${base}/${fallback}`} />} />
      </Routes>
    </Box>
  );
}
