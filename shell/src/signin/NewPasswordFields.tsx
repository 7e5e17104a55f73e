import { passwordStrength } from '@openset/web-kit/signed-out';
import { RequiredField } from './RequiredField';
import type { Translate } from './translate';

/**
 * A new password twice, as the signed-out pages ask for it (the reset link's and the invitation's):
 * the strength meter (too weak, good, strong) under the first, "Passwords do not match" or
 * "Passwords match!" under the second (spec section 5). `id` prefixes the inputs' ids and test ids.
 */
export function NewPasswordFields({
  t,
  id,
  labels,
  password,
  confirm,
  onPassword,
  onConfirm,
  autoFocus,
}: {
  t: Translate;
  id: string;
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  autoFocus?: boolean;
}) {
  const strength = passwordStrength(password);
  return (
    <>
      <RequiredField
        inputId={`${id}-password`}
        label={labels.password}
        below={
          <>
            <div className="sg-meter" aria-hidden="true">
              {password && <span className={strength} />}
            </div>
            <p id={`${id}-strength`} className="sg-hint" aria-live="polite" data-testid={`${id}-strength`}>
              {password ? t('reset.strength', { level: t(`reset.${strength}`) }) : ''}
            </p>
          </>
        }
      >
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          autoFocus={autoFocus}
          required
          maxLength={256}
          aria-describedby={`${id}-strength`}
        />
      </RequiredField>
      <RequiredField
        inputId={`${id}-confirm`}
        label={labels.confirm}
        below={
          <p id={`${id}-match`} className="sg-hint" aria-live="polite" data-testid={`${id}-match`}>
            {confirm ? t(confirm === password ? 'reset.match' : 'reset.mismatch') : ''}
          </p>
        }
      >
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => onConfirm(event.target.value)}
          required
          maxLength={256}
          aria-describedby={`${id}-match`}
        />
      </RequiredField>
    </>
  );
}
