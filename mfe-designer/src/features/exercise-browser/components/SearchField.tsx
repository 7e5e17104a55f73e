import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { stripAngleBrackets } from '../model/text';
import { CloseIcon, SearchIcon } from './icons';

/** The search box: a visible label, a clear button; the parent debounces the value. */
export function SearchField({ value, onChange, onSubmit }: { value: string; onChange: (value: string) => void; onSubmit: () => void }) {
  const { t } = useTranslation(BROWSER_NS);
  return (
    <TextField
      type="search"
      size="small"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onChange={(event) => onChange(stripAngleBrackets(event.target.value))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit();
      }}
      sx={{ flex: '1 1 240px', minWidth: 200, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={t('search.clear')} onClick={() => onChange('')} edge="end">
                <CloseIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
