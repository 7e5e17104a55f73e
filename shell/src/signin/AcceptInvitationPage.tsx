import type { InvitationPreview } from '@openset/contracts';
import { MIN_PASSWORD_LENGTH } from '@openset/contracts/plain';
import { callRoute, isApiError, usePageTitle, type ApiError } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { invitationAddresses } from './invitationAddresses';
import { NewPasswordFields } from './NewPasswordFields';
import { SIGN_IN_CSS } from './styles';
import type { Translate } from './translate';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const problem =
      name.length < 2 ? 'invite.usernameShort' : !USERNAME.test(name) ? 'invite.usernameInvalid' : password.length < MIN_PASSWORD_LENGTH ? 'reset.tooShort' : password !== confirm ? 'reset.mismatch' : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const accepted = await callRoute(invitationAddresses.accept, { params: { hash: token }, body: { username: name, password } });
      setStep({ kind: 'done', username: accepted.username });
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.code === 'ERRNOTFOUND') setStep({ kind: 'invalid' });
      else setError(isApiError(caught) ? messageOf(caught) : 'invite.failed');
    }
  };

  return (
    <main className="sg">
      <style href="openset-sign-in" precedence="default">
        {SIGN_IN_CSS}
      </style>
      <div className="sg-side">
        <div className="sg-center">
          {step.kind === 'form' ? (
            <form className="sg-card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="invite-title" aria-busy={busy || undefined} data-testid="invite-form">
              <p className="sg-kicker">{t('common:app.name')}</p>
              <h1 id="invite-title">{t('invite.title')}</h1>
              <p className="sg-subtitle">
                {t('invite.intro', { organisation: step.invitation.organisationTitle, team: step.invitation.teamTitle, min })}
                <br />
                {t('invite.email', { email: step.invitation.email })}
              </p>
              <div className="sg-fields">
                <div className="sg-field">
                  <label htmlFor="invite-username">
                    {t('invite.username')}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <div className="sg-input">
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
                  </div>
                  <p id="invite-username-hint" className="sg-hint">
                    {t('invite.usernameHint')}
                  </p>
                </div>
                <NewPasswordFields
                  t={t}
                  id="invite"
                  labels={{ password: t('invite.password'), confirm: t('invite.confirm') }}
                  password={password}
                  confirm={confirm}
                  onPassword={setPassword}
                  onConfirm={setConfirm}
                />
                <div aria-live="assertive">
                  {error && (
                    <div className="sg-notice error" role="alert" data-testid="invite-error">
                      {t(error, { min })}
                    </div>
                  )}
                </div>
                <button type="submit" className="sg-submit" disabled={busy}>
                  {busy ? t('invite.submitting') : t('invite.submit')}
                </button>
              </div>
            </form>
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
                  <div className="sg-notice error" role="alert" data-testid="invite-error">
                    {t('invite.invalid')}
                  </div>
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
        </div>
      </div>
    </main>
  );
}

/** A refusal the form can name: the username's (its pattern, or taken), the connection; else the general failure. */
function messageOf(error: ApiError): string {
  if (error.code === 'ERRCONNECTION') return 'common:errors.connection';
  if (error.code === 'ERROPERATION') return 'invite.usernameTaken';
  if (error.code === 'ERRVALIDATION') return 'invite.usernameInvalid';
  return 'invite.failed';
}
