import type { LoginNotice } from '../routes/loginOutcome';
import { ErrorNotice } from './ErrorNotice';
import type { Translate } from './translate';

/** What the last sign-in attempt answered: a refusal, a closed account (with the way to pay, if any), or a code to enter. */
export function LoginNoticeView({ notice, t }: { notice: LoginNotice; t: Translate }) {
  switch (notice.kind) {
    case 'error':
      return <ErrorNotice testId="login-error">{t(notice.key)}</ErrorNotice>;
    case 'closed':
      return (
        <div className="sg-notice warning" role="alert" data-testid="login-closed">
          {t(notice.key)}
          {notice.checkoutUri && (
            <>
              {' '}
              <a href={notice.checkoutUri}>{t('login.closedPaidLink')}</a>
            </>
          )}
        </div>
      );
    case 'secondary':
      return (
        <div className="sg-notice info" role="alert">
          {t('login.secondaryAuth', { email: notice.email })}
        </div>
      );
  }
}
