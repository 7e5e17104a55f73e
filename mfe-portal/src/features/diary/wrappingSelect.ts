import type { TextFieldProps } from '@mui/material';

/**
 * Props of a select (`<TextField select {...wrappingSelect}>`) whose chosen option and menu
 * options wrap onto a second line rather than being cut: MUI keeps them on one line, and at
 * 320 px the diary's "Effort or breathlessness (0–10)" showed as "Effort or breathlessness (0…"
 * (in French too), the range the client had to read lost. A wider screen still shows one line.
 */
export const wrappingSelect = {
  // Two classes: MUI's own rule is `.css-….MuiSelect-select`, inserted after this one.
  sx: { '& .MuiInputBase-input.MuiSelect-select': { whiteSpace: 'normal' } },
  slotProps: { select: { MenuProps: { slotProps: { paper: { sx: { '& .MuiMenuItem-root': { whiteSpace: 'normal' } } } } } } },
} satisfies Partial<TextFieldProps>;
