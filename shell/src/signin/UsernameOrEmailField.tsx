import { RequiredField } from './RequiredField';
import type { Translate } from './translate';

/**
 * "Username or e-mail", as the sign-in and forgot-password forms ask for it (the forgot form
 * opens with what was typed for sign-in). It has the focus when its form opens.
 */
export function UsernameOrEmailField({
  t,
  id,
  value,
  onChange,
  invalid = false,
}: {
  t: Translate;
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  return (
    <RequiredField inputId={id} label={t('login.token')}>
      <input
        id={id}
        name="token"
        autoComplete="username"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus
        required
        maxLength={254}
        aria-invalid={invalid || undefined}
      />
    </RequiredField>
  );
}
