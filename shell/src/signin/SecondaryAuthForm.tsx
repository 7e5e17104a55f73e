import { authAddresses, SECONDARY_CODE_LENGTH, type SignedIn } from '@openset/contracts/plain';
import { callRoute, isApiError } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { RequiredField } from './RequiredField';
import { SignedOutForm } from './SignedOutForm';
import { SubmitWithNotice } from './SubmitWithNotice';
import type { Translate } from './translate';

/** Spec section 5: digits only, at most six. */
export const onlyCodeDigits = (value: string) => value.replace(/\D/g, '').slice(0, SECONDARY_CODE_LENGTH);

/**
 * The second sign-in step (spec sections 2, 4 and 5): the code e-mailed after the password,
 * digits only, at most six, sent by itself at the sixth digit (the button is for whoever prefers
 * it). A wrong code clears the field for another try; too many send the visitor back to sign in.
 */
export function SecondaryAuthForm({
  t,
  email,
  challenge,
  onSignedIn,
  onBack,
}: {
  t: Translate;
  /** Masked by the server, e.g. p***@example.test. */
  email: string;
  challenge: string;
  onSignedIn: (signedIn: SignedIn) => void | Promise<void>;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const send = async (value: string) => {
    if (busy || value.length !== SECONDARY_CODE_LENGTH) return;
    setError(null);
    setBusy(true);
    try {
      const response = await callRoute(authAddresses.loginSecondary, { body: { challenge, code: value } });
      if (response.outcome === 'success') {
        // Stays busy: the app replaces this page.
        await onSignedIn(response);
        return;
      }
      setBusy(false);
      setError('login.failed');
    } catch (caught) {
      setBusy(false);
      const reason = isApiError(caught) ? caught.code : null;
      setError(reason === 'ERRRATELIMIT' ? 'secondary.tooMany' : reason === 'ERRAUTH' ? 'secondary.wrong' : reason === 'ERRCONNECTION' ? 'common:errors.connection' : 'login.failed');
      setCode('');
      input.current?.focus();
    }
  };

  const change = (value: string) => {
    const digits = onlyCodeDigits(value);
    setCode(digits);
    if (digits.length === SECONDARY_CODE_LENGTH) void send(digits);
  };

  return (
    <SignedOutForm t={t} name="secondary" title={t('secondary.title')} intro={t('login.secondaryAuth', { email })} busy={busy} onSubmit={() => void send(code)}>
      <RequiredField inputId="secondary-code" label={t('secondary.code')}>
        <input
          id="secondary-code"
          ref={input}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SECONDARY_CODE_LENGTH}
          value={code}
          onChange={(event) => change(event.target.value)}
          aria-describedby="secondary-intro"
          aria-invalid={error !== null || undefined}
          readOnly={busy}
          required
        />
      </RequiredField>
      <SubmitWithNotice
        notice={error && <ErrorNotice testId="secondary-error">{t(error)}</ErrorNotice>}
        busy={busy}
        disabled={code.length !== SECONDARY_CODE_LENGTH}
        label={t('secondary.submit')}
        busyLabel={t('secondary.submitting')}
      />
      <button type="button" className="sg-link" onClick={onBack} data-testid="secondary-back">
        {t('secondary.back')}
      </button>
    </SignedOutForm>
  );
}
