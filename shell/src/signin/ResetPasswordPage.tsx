import { authAddresses, MIN_PASSWORD_LENGTH } from '@openset/contracts/plain';
import { callRoute, isApiError, usePageTitle, type ApiError } from '@openset/web-kit/signed-out';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from './NewPasswordFields';
import { SIGN_IN_CSS } from './styles';
import type { Translate } from './translate';

/**
 * The page of the e-mailed link (`/reset/<token>`): a new password twice, the strength meter and
 * the messages of spec section 5; on success the sign-in page with a flash. A used or expired
 * link answers the catalogue's resetLinkInvalid, shown here.
 */
export function ResetPasswordPage({ t, token, onDone }: { t: Translate; token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('reset.title'), t('common:app.name'));
  const min = String(MIN_PASSWORD_LENGTH);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError('reset.tooShort');
      return;
    }
    if (password !== confirm) {
      setError('reset.mismatch');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await callRoute(authAddresses.passwordReset, { params: { hash: token }, body: { password } });
      onDone();
    } catch (caught) {
      setBusy(false);
      setError(isApiError(caught) ? messageOf(caught) : 'reset.failed');
    }
  };

  return (
    <main className="sg">
      <style href="openset-sign-in" precedence="default">
        {SIGN_IN_CSS}
      </style>
      <div className="sg-side">
        <div className="sg-center">
          <form
            className="sg-card"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-labelledby="reset-title"
            aria-busy={busy || undefined}
            data-testid="reset-form"
          >
            <p className="sg-kicker">{t('common:app.name')}</p>
            <h1 id="reset-title">{t('reset.title')}</h1>
            <p className="sg-subtitle">{t('reset.intro', { min })}</p>
            <div className="sg-fields">
              <NewPasswordFields
                t={t}
                id="reset"
                labels={{ password: t('reset.password'), confirm: t('reset.confirm') }}
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
                autoFocus
              />
              <div aria-live="assertive">
                {error && (
                  <div className="sg-notice error" role="alert" data-testid="reset-error">
                    {t(error, { min })}
                  </div>
                )}
              </div>
              <button type="submit" className="sg-submit" disabled={busy}>
                {busy ? t('reset.submitting') : t('reset.submit')}
              </button>
            </div>
          </form>
        </div>
      </div>
    </main>
  );
}

function messageOf(error: ApiError): string {
  const key = (error.details as { key?: unknown } | undefined)?.key;
  if (key === 'resetLinkInvalid') return 'common:errors.resetLinkInvalid';
  if (error.code === 'ERRCONNECTION') return 'common:errors.connection';
  return 'reset.failed';
}
