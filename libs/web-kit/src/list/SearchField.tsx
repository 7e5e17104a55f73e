import { IconButton, InputAdornment, TextField } from '@mui/material';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { stripAngleBrackets } from './text';

export interface SearchFieldLabels {
  label: string;
  placeholder: string;
  clear: string;
}

/**
 * The search box of the lists (designer, clients): a visible label, a clear button, `<` and `>`
 * refused; the parent debounces the value (useSearchText).
 */
export function SearchField({ value, labels, onChange, onSubmit }: { value: string; labels: SearchFieldLabels; onChange: (value: string) => void; onSubmit: () => void }) {
  return (
    <TextField
      type="search"
      size="small"
      label={labels.label}
      placeholder={labels.placeholder}
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
              <IconButton size="small" aria-label={labels.clear} onClick={() => onChange('')} edge="end">
                <CloseIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
