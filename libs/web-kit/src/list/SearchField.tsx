import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useRef } from 'react';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { stripAngleBrackets } from './text';

export interface SearchFieldLabels {
  label: string;
  placeholder: string;
  clear: string;
}

/**
 * The search box of the lists (designer, clients): a visible label, a clear button, `<` and `>`
 * refused, at most `maxLength` characters (the list's contract); the parent debounces the value
 * (useSearchText). Clearing puts the focus back in the box, as the clear button goes with the text.
 */
export function SearchField({
  value,
  labels,
  onChange,
  onSubmit,
  maxLength = 200,
}: {
  value: string;
  labels: SearchFieldLabels;
  onChange: (value: string) => void;
  onSubmit: () => void;
  maxLength?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <TextField
      inputRef={input}
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
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={labels.clear}
                onClick={() => {
                  onChange('');
                  input.current?.focus();
                }}
                edge="end"
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
