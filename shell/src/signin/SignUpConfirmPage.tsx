import { lifecycleAddresses, type SignUpConfirmed } from '@openset/contracts/plain';
import { callRoute, usePageTitle } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState } from 'react';
import { SignedOutFrame } from './SignedOutFrame';
import type { Translate } from './translate';

/**
 * The page of a sign-up e-mail's link (`/signup/confirm/<token>`): confirms the address once it
 * opens, then says what follows (a trial to sign in to, or a student's proof to be checked).
 */
export function SignUpConfirmPage({ t, token, onDone }: { t: Translate; token: string; onDone: () => void }) {
  const [state, setState] = useState<'confirming' | SignUpConfirmed['kind'] | 'failed'>('confirming');
  const asked = useRef(false);
  usePageTitle(t('signup.title'), t('common:app.name'));

  useEffect(() => {
    // Once: the link works once, and React may run an effect twice in development.
    if (asked.current) return;
    asked.current = true;
    callRoute(lifecycleAddresses.signUpConfirm, { params: { hash: token } })
      .then((confirmed) => setState(confirmed.kind))
      .catch(() => setState('failed'));
  }, [token]);

  const message = { confirming: 'signup.confirming', trial: 'signup.confirmedTrial', student: 'signup.confirmedStudent', failed: 'signup.confirmFailed' }[state];
  return (
    <SignedOutFrame>
      <div className="sg-card" data-testid="signup-confirm">
        <h1>{t('signup.title')}</h1>
        <p className={`sg-notice ${state === 'failed' ? 'error' : 'info'}`} role={state === 'failed' ? 'alert' : 'status'} data-testid="signup-confirm-message">
          {t(message)}
        </p>
        {state !== 'confirming' && (
          <button type="button" className="sg-submit" onClick={onDone}>
            {t('signup.signIn')}
          </button>
        )}
      </div>
    </SignedOutFrame>
  );
}
