import { CircularProgress, InputAdornment, MenuItem, TextField } from '@mui/material';
import type { Lang } from '@openset/contracts';
import { flashAdded, isLang, useAppDispatch, useLang } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './useLanguageChoice';

/**
 * en/fr choice: saved to the profile when signed in (so content follows), remembered locally,
 * and confirmed with a flash in the new language. While the profile saves, the switch waits
 * (busy, with a spinner): the interface changes once the save has answered.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const choose = useLanguageChoice();
  const value = useLang();

  const [saving, setSaving] = useState(false);

  const change = async (lang: Lang) => {
    if (lang === value || saving) return;
    setSaving(true);
    const changed = await choose(lang).finally(() => setSaving(false));
    if (changed) dispatch(flashAdded('success', 'flash.languageChanged'));
  };

  const onDark = tone === 'dark';
  return (
    <TextField
      select
      size="small"
      label={t('language.label')}
      value={value}
      onChange={(event) => isLang(event.target.value) && void change(event.target.value)}
      disabled={saving}
      sx={{
        minWidth: 140,
        ...(onDark && {
          '& .MuiInputBase-root': { color: '#fff' },
          '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'rgba(255,255,255,0.85)' },
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.6)' },
          '& .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline, & .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline':
            { borderColor: '#fff' },
          '& .MuiSelect-icon': { color: '#fff' },
          // While saving: dimmed, still readable on the bar.
          '& .MuiSelect-select.Mui-disabled': { WebkitTextFillColor: 'rgba(255,255,255,0.75)' },
        }),
      }}
      slotProps={{
        select: { inputProps: { 'data-testid': 'language-select', 'aria-busy': saving } },
        input: saving
          ? {
              endAdornment: (
                <InputAdornment position="end" sx={{ mr: 3 }}>
                  <CircularProgress size={16} color="inherit" aria-hidden />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    >
      <MenuItem value="en" lang="en">
        {t('language.en')}
      </MenuItem>
      <MenuItem value="fr" lang="fr">
        {t('language.fr')}
      </MenuItem>
    </TextField>
  );
}
