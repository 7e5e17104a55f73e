import { authAddresses, MIN_PASSWORD_LENGTH } from '@openset/contracts/plain';
import { callRoute, isApiError, usePageTitle, type ApiError } from '@openset/web-kit/signed-out';
import { useState } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { NewPasswordFields } from './NewPasswordFields';
import { SignedOutForm } from './SignedOutForm';
import { SignedOutFrame } from './SignedOutFrame';
import { SubmitWithNotice } from './SubmitWithNotice';
import type { Translate } from './translate';
import { useNewPassword } from './useNewPassword';

/**
 * The page of the e-mailed link (`/reset/<token>`): a new password twice, the strength meter and
 * the messages of spec section 5; on success the sign-in page with a flash. A used or expired
 * link answers the catalogue's resetLinkInvalid, shown here.
 */
export function ResetPasswordPage({ t, token, onDone }: { t: Translate; token: string; onDone: () => void }) {
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('reset.title'), t('common:app.name'));
  const min = String(MIN_PASSWORD_LENGTH);

  const submit = async () => {
    if (busy) return;
    setError(newPassword.problem);
    if (newPassword.problem) return;
    setBusy(true);
    try {
      await callRoute(authAddresses.passwordReset, { params: { hash: token }, body: { password: newPassword.password } });
      onDone();
    } catch (caught) {
      setBusy(false);
      setError(isApiError(caught) ? messageOf(caught) : 'reset.failed');
    }
  };

  return (
    <SignedOutFrame>
      <SignedOutForm t={t} name="reset" title={t('reset.title')} intro={t('reset.intro', { min })} busy={busy} onSubmit={() => void submit()}>
        <NewPasswordFields t={t} id="reset" labels={{ password: t('reset.password'), confirm: t('reset.confirm') }} {...newPassword.fields} autoFocus />
        <SubmitWithNotice
          notice={error && <ErrorNotice testId="reset-error">{t(error, { min })}</ErrorNotice>}
          busy={busy}
          label={t('reset.submit')}
          busyLabel={t('reset.submitting')}
        />
      </SignedOutForm>
    </SignedOutFrame>
  );
}

function messageOf(error: ApiError): string {
  const key = (error.details as { key?: unknown } | undefined)?.key;
  if (key === 'resetLinkInvalid') return 'common:errors.resetLinkInvalid';
  if (error.code === 'ERRCONNECTION') return 'common:errors.connection';
  return 'reset.failed';
}
