import { authAddresses } from '@openset/contracts/plain';
import { callRoute, isApiError } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { SignedOutForm } from './SignedOutForm';
import { SubmitWithNotice } from './SubmitWithNotice';
import type { Translate } from './translate';
import { UsernameOrEmailField } from './UsernameOrEmailField';

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

  const submit = async () => {
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
    <SignedOutForm t={t} name="forgot" title={t('forgot.title')} intro={t('forgot.intro')} busy={busy} onSubmit={() => void submit()}>
      <UsernameOrEmailField t={t} id="forgot-token" value={token} onChange={setToken} invalid={error === 'forgot.required'} />
      <div aria-live="polite">
        {sent && (
          <div className="sg-notice info" role="status" data-testid="forgot-sent">
            {t('common:flash.instructionsSent')}
          </div>
        )}
      </div>
      <SubmitWithNotice
        notice={error && <ErrorNotice>{t(error)}</ErrorNotice>}
        busy={busy}
        disabled={sent}
        label={t('forgot.submit')}
        busyLabel={t('forgot.submitting')}
      />
      <button type="button" className="sg-link" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </SignedOutForm>
  );
}
