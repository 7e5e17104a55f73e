import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addAppStrings } from '../i18n/i18n';
import { SECURITY_NS, securityStrings } from './securityStrings';

addAppStrings(SECURITY_NS, securityStrings);

export interface SecondaryAuthSwitchProps {
  /** The profile's own `secondaryAuth`. */
  checked: boolean;
  /** The team asks for the code from unrecognised networks (staff): the switch shows on and cannot be turned off. */
  teamRequires?: boolean;
  saving: boolean;
  onChange: (next: boolean) => void;
}

/**
 * Settings > Security of both modes: the account's own two-step sign-in, saved as soon as it is
 * switched (the caller saves the profile). Under the team's rule it shows on, disabled, and says why.
 */
export function SecondaryAuthSwitch({ checked, teamRequires = false, saving, onChange }: SecondaryAuthSwitchProps) {
  const { t } = useTranslation(SECURITY_NS);
  const titleId = useId();
  const hintId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('secondaryAuth.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={checked || teamRequires}
            disabled={saving || teamRequires}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('secondaryAuth.label')}
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {teamRequires ? t('secondaryAuth.team') : t('secondaryAuth.hint')}
      </Typography>
    </Box>
  );
}
