import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { ShareLevel, StaffPermissions } from '@openset/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { ACCESS_FLAGS, levelKey, nextFlagValue, SHARE_FLAGS, type BooleanFlag, type PermissionFlag, type ShareFlag } from './flags';

/** How each level looks: the words say it, the colour only repeats it. */
const LEVEL_COLOUR = { readWrite: 'success', readOnly: 'info', off: 'inherit' } as const;

export interface PermissionsPanelProps {
  permissions: StaffPermissions;
  /** Saves one flag's new value; resolves when the answer is in (true: saved). */
  onChange: (flag: PermissionFlag, value: StaffPermissions[PermissionFlag]) => Promise<boolean>;
  disabled?: boolean;
}

/**
 * The permission flags of a team or a staff member (spec sections 3, 4 and 6): each sharing flag a
 * button whose press moves it to the next level (readWrite -> not shared -> readOnly), each other
 * flag a switch. Every press saves at once; the control waits for the answer before the next.
 */
export function PermissionsPanel({ permissions, onChange, disabled }: PermissionsPanelProps) {
  const { t } = useTranslation(NS);
  const hintId = useId();
  const [saving, setSaving] = useState<PermissionFlag | null>(null);

  const press = async (flag: PermissionFlag) => {
    setSaving(flag);
    try {
      await onChange(flag, nextFlagValue(flag, permissions[flag]));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Box component="section" aria-labelledby={`${hintId}-sharing`}>
        <Typography id={`${hintId}-sharing`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('permissions.sharing')}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('permissions.cycleHint')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {SHARE_FLAGS.map((flag) => (
            <ShareToggle key={flag} flag={flag} level={permissions[flag]} hintId={hintId} busy={saving === flag} disabled={disabled || (saving !== null && saving !== flag)} onPress={() => void press(flag)} />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby={`${hintId}-access`}>
        <Typography id={`${hintId}-access`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('permissions.access')}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ACCESS_FLAGS.map((flag) => (
            <BooleanToggle key={flag} flag={flag} on={permissions[flag]} disabled={disabled || saving !== null} onPress={() => void press(flag)} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function ShareToggle({ flag, level, hintId, busy, disabled, onPress }: { flag: ShareFlag; level: ShareLevel; hintId: string; busy: boolean; disabled: boolean; onPress: () => void }) {
  const { t } = useTranslation(NS);
  const key = levelKey(level);
  const label = t(`flags.${flag}`);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
      <Typography component="span" variant="body2" aria-hidden="true">
        {label}
      </Typography>
      <Button
        size="small"
        variant={key === 'off' ? 'outlined' : 'contained'}
        color={LEVEL_COLOUR[key]}
        disableElevation
        loading={busy}
        disabled={disabled}
        onClick={onPress}
        aria-label={t('permissions.toggle', { flag: label, level: t(`levels.${key}`) })}
        aria-describedby={hintId}
        data-flag={flag}
        data-level={key}
        sx={{ minWidth: 150 }}
      >
        {t(`levels.${key}`)}
      </Button>
    </Box>
  );
}

function BooleanToggle({ flag, on, disabled, onPress }: { flag: BooleanFlag; on: boolean; disabled: boolean; onPress: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <li>
      <FormControlLabel control={<Switch checked={on} disabled={disabled} onChange={onPress} />} label={t(`flags.${flag}`)} />
    </li>
  );
}
