import type { InvitationPreview } from '@openset/contracts';
import { MIN_PASSWORD_LENGTH } from '@openset/contracts/plain';
import { callRoute, isApiError, usePageTitle, type ApiError } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { invitationAddresses } from './invitationAddresses';
import { NewPasswordFields } from './NewPasswordFields';
import { RequiredField } from './RequiredField';
import { SignedOutForm } from './SignedOutForm';
import { SignedOutFrame } from './SignedOutFrame';
import { SubmitWithNotice } from './SubmitWithNotice';
import type { Translate } from './translate';
import { useNewPassword } from './useNewPassword';

type Step = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'form'; invitation: InvitationPreview } | { kind: 'done'; username: string };

const USERNAME = /^[A-Za-z0-9._@-]+$/;

/**
 * The page of a staff invitation's e-mailed link (`/invitation/<token>`): who invites to which
 * team, then a username and a password twice (the reset page's strength meter and messages);
 * the staff account is made and the page sends the new member to sign in. A used, revoked or
 * expired link says so.
 */
export function AcceptInvitationPage({ t, token, onSignIn }: { t: Translate; token: string; onSignIn: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [username, setUsername] = useState('');
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('invite.title'), t('common:app.name'));
  const min = String(MIN_PASSWORD_LENGTH);

  useEffect(() => {
    let current = true;
    callRoute(invitationAddresses.preview, { params: { hash: token } })
      .then((invitation) => current && setStep({ kind: 'form', invitation }))
      .catch(() => current && setStep({ kind: 'invalid' }));
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    // The form is gone: the focus goes to what replaced it, not to the page's top.
    if (step.kind === 'done') doneHeading.current?.focus();
  }, [step.kind]);

  const submit = async () => {
    if (busy) return;
    const name = username.trim();
    const problem = name.length < 2 ? 'invite.usernameShort' : !USERNAME.test(name) ? 'invite.usernameInvalid' : newPassword.problem;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const accepted = await callRoute(invitationAddresses.accept, { params: { hash: token }, body: { username: name, password: newPassword.password } });
      setStep({ kind: 'done', username: accepted.username });
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.code === 'ERRNOTFOUND') setStep({ kind: 'invalid' });
      else setError(isApiError(caught) ? messageOf(caught) : 'invite.failed');
    }
  };

  return (
    <SignedOutFrame>
      {step.kind === 'form' ? (
        <SignedOutForm t={t} name="invite" title={t('invite.title')} intro={introOf(t, step.invitation, min)} busy={busy} onSubmit={() => void submit()}>
          <RequiredField
            inputId="invite-username"
            label={t('invite.username')}
            below={
              <p id="invite-username-hint" className="sg-hint">
                {t('invite.usernameHint')}
              </p>
            }
          >
            <input
              id="invite-username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoFocus
              required
              maxLength={64}
              aria-describedby="invite-username-hint"
            />
          </RequiredField>
          <NewPasswordFields t={t} id="invite" labels={{ password: t('invite.password'), confirm: t('invite.confirm') }} {...newPassword.fields} />
          <SubmitWithNotice
            notice={error && <ErrorNotice testId="invite-error">{t(error, { min })}</ErrorNotice>}
            busy={busy}
            label={t('invite.submit')}
            busyLabel={t('invite.submitting')}
          />
        </SignedOutForm>
      ) : (
        <section className="sg-card" aria-labelledby="invite-title">
          <p className="sg-kicker">{t('common:app.name')}</p>
          {step.kind === 'loading' && (
            <>
              <h1 id="invite-title">{t('invite.title')}</h1>
              <p className="sg-subtitle" role="status">
                {t('invite.loading')}
              </p>
            </>
          )}
          {step.kind === 'invalid' && (
            <>
              <h1 id="invite-title">{t('invite.title')}</h1>
              <ErrorNotice testId="invite-error">{t('invite.invalid')}</ErrorNotice>
            </>
          )}
          {step.kind === 'done' && (
            <>
              <h1 id="invite-title" ref={doneHeading} tabIndex={-1}>
                {t('invite.doneTitle')}
              </h1>
              <p className="sg-subtitle" role="status">
                {t('invite.done', { username: step.username })}
              </p>
              <button type="button" className="sg-submit" onClick={onSignIn}>
                {t('invite.signIn')}
              </button>
            </>
          )}
        </section>
      )}
    </SignedOutFrame>
  );
}

/** Who invites to which team, the password's minimum, and the address the invitation went to. */
function introOf(t: Translate, invitation: InvitationPreview, min: string) {
  return (
    <>
      {t('invite.intro', { organisation: invitation.organisationTitle, team: invitation.teamTitle, min })}
      <br />
      {t('invite.email', { email: invitation.email })}
    </>
  );
}

/** A refusal the form can name: the username's (its pattern, or taken), the connection; else the general failure. */
function messageOf(error: ApiError): string {
  if (error.code === 'ERRCONNECTION') return 'common:errors.connection';
  if (error.code === 'ERROPERATION') return 'invite.usernameTaken';
  if (error.code === 'ERRVALIDATION') return 'invite.usernameInvalid';
  return 'invite.failed';
}
