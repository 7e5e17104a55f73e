import { authAddresses } from '@openset/contracts/plain';
import { callRoute, isApiError } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Translate } from './translate';

/** Spec section 9: the reset confirmation shows for 3 s, then the sign-in form returns. */
const CONFIRMATION_MS = 3_000;

/**
 * Forgot password (spec section 2): a username or e-mail, then 'Instructions sent to email'
 * whoever it names (the server answers the same for an unknown account), then back to sign in.
 */
export function ForgotPasswordForm({
  t,
  initialToken,
  onBack,
}: {
  t: Translate;
  initialToken: string;
  onBack: () => void;
}) {
  const [token, setToken] = useState(initialToken);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const back = useRef(onBack);
  back.current = onBack;

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || sent) return;
    if (!token.trim()) {
      setError('forgot.required');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await callRoute(authAddresses.passwordResetRequest, { body: { token: token.trim() } });
      setSent(true);
      timer.current = setTimeout(() => back.current(), CONFIRMATION_MS);
    } catch (caught) {
      const code = isApiError(caught) ? caught.code : null;
      setError(
        code === 'ERRRATELIMIT'
          ? 'forgot.rateLimited'
          : code === 'ERRCONNECTION'
            ? 'common:errors.connection'
            : 'login.failed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="sg-card"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="forgot-title"
      aria-busy={busy || undefined}
      data-testid="forgot-form"
    >
      <p className="sg-kicker">{t('common:app.name')}</p>
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p className="sg-subtitle">{t('forgot.intro')}</p>
      <div className="sg-fields">
        <div className="sg-field">
          <label htmlFor="forgot-token">
            {t('login.token')}
            <span aria-hidden="true"> *</span>
          </label>
          <div className="sg-input">
            <input
              id="forgot-token"
              name="token"
              autoComplete="username"
              value={token}
              onChange={(event) => setToken(event.target.value)}
              autoFocus
              required
              maxLength={254}
              aria-invalid={error === 'forgot.required' || undefined}
            />
          </div>
        </div>
        <div aria-live="polite">
          {sent && (
            <div className="sg-notice info" role="status" data-testid="forgot-sent">
              {t('common:flash.instructionsSent')}
            </div>
          )}
        </div>
        <div aria-live="assertive">
          {error && (
            <div className="sg-notice error" role="alert">
              {t(error)}
            </div>
          )}
        </div>
        <button type="submit" className="sg-submit" disabled={busy || sent}>
          {busy ? t('forgot.submitting') : t('forgot.submit')}
        </button>
        <button type="button" className="sg-link" onClick={onBack}>
          {t('forgot.back')}
        </button>
      </div>
    </form>
  );
}
