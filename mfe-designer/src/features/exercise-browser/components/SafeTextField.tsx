import { TextField, type TextFieldProps } from '@mui/material';
import { stripAngleBrackets } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';

type SafeTextFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A text field that refuses `<` and `>` as they are typed or pasted (spec section 5), and
 * says so once instead of silently eating the keystroke. Callers trim on save (model/text).
 */
export function SafeTextField({ value, onChange, helperText, ...props }: SafeTextFieldProps) {
  const { t } = useTranslation(BROWSER_NS);
  const [blocked, setBlocked] = useState(false);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const clean = stripAngleBrackets(raw);
        setBlocked(clean !== raw);
        onChange(clean);
      }}
      helperText={blocked ? t('editor.blocked') : helperText}
    />
  );
}
