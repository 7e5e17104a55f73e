import { authAddresses, referralCodeOf, type Lang, type SignedIn } from '@openset/contracts/plain';
import { callRoute, isApiError, isLang, usePageTitle } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DemoStart } from './DemoStart';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { isSignUpPage, linkRefused } from './location';
import { SignUpForm } from './SignUpForm';
import { SecondaryAuthForm } from './SecondaryAuthForm';
import { noticeForError, noticeForResponse, type LoginNotice } from '../routes/loginOutcome';
import type { FlashNote } from './signedIn';
import { SIGN_IN_CSS } from './styles';
import type { Translate } from './translate';

/** Spec section 9: the form shakes for 1 s after a failed attempt (none with reduced motion). */
const SHAKE_MS = 1_000;

// Material Design icon paths (Apache-2.0), as in web-kit's icons.
const SHOW_ICON =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const HIDE_ICON =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

export interface SignInPageProps {
  t: Translate;
  /** The interface language now. */
  lang: Lang;
  /** `:lang` of `/login/:lang?`, applied when the page opens. */
  routeLang?: string | undefined;
  /** `?demo`: the demo starts as the page opens. */
  demo: boolean;
  /** Changes the interface language; false when it could not. */
  onLanguage: (lang: Lang) => boolean | Promise<boolean>;
  onFlash: (flash: FlashNote) => void;
  /** The session is open: the caller takes over (the app, with the session). */
  onSignedIn: (signedIn: SignedIn) => void | Promise<void>;
}

/**
 * The sign-in page (spec sections 2 and 4) in plain React and a little CSS, so that a
 * signed-out visitor downloads neither MUI nor the store, the router or zod: the shell's
 * start-up draws it before the app has loaded, and the app's `/login` route draws the same page.
 * The login call goes through the route's address in the contracts (`authAddresses.login`).
 */
export function SignInPage({ t, lang, routeLang, demo, onLanguage, onFlash, onSignedIn }: SignInPageProps) {
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  // Sent here by a refused single sign-on link: say so first, rather than show an empty form.
  const [notice, setNotice] = useState<LoginNotice | null>(() =>
    linkRefused(window.location.search) ? { kind: 'error', key: 'login.linkExpired', shake: false } : null,
  );
  const [busy, setBusy] = useState(false);
  const [shaking, setShaking] = useState(false);
  const [forgot, setForgot] = useState(false);
  // A referral link (`/signup?ref=<code>`) opens the sign-up form, which sends the code along.
  const [signUp, setSignUp] = useState(() => isSignUpPage(window.location.pathname));
  const [referral] = useState(() => (isSignUpPage(window.location.pathname) ? referralCodeOf(window.location.search) : null));
  const [secondary, setSecondary] = useState<{ email: string; challenge: string } | null>(null);
  const forgotLink = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  const shakeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The page's opening effects run once, even when the caller passes new callbacks.
  const opening = useRef({ routeLang, demo, onLanguage, onFlash });
  usePageTitle(t('login.title'), t('common:app.name'));

  useEffect(() => {
    const { routeLang: wanted, onLanguage: choose } = opening.current;
    if (isLang(wanted)) void choose(wanted);
  }, []);

  useEffect(() => () => clearTimeout(shakeTimer.current), []);

  // Back from the forgot-password form: focus returns to the link that opened it.
  useEffect(() => {
    if (!forgot && returning.current) {
      returning.current = false;
      forgotLink.current?.focus();
    }
  }, [forgot]);

  const fail = (next: LoginNotice) => {
    setNotice(next);
    if (next.kind === 'error' && next.shake) {
      setShaking(true);
      clearTimeout(shakeTimer.current);
      shakeTimer.current = setTimeout(() => setShaking(false), SHAKE_MS);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!token.trim() || !password) {
      fail({ kind: 'error', key: 'login.required', shake: true });
      return;
    }
    setNotice(null);
    setBusy(true);
    try {
      const response = await callRoute(authAddresses.login, { body: { token: token.trim(), password } });
      if (response.outcome === 'secondaryAuth') {
        setBusy(false);
        setPassword('');
        setSecondary({ email: response.email, challenge: response.challenge });
        return;
      }
      if (response.outcome !== 'success') {
        setBusy(false);
        setNotice(noticeForResponse(response));
        return;
      }
      // Stays busy: the app replaces this page.
      await onSignedIn(response);
    } catch (error) {
      setBusy(false);
      fail(isApiError(error) ? noticeForError(error) : { kind: 'error', key: 'login.failed', shake: true });
    }
  };

  const chooseLanguage = async (next: Lang) => {
    if (next === lang) return;
    if (await onLanguage(next)) onFlash({ severity: 'success', key: 'flash.languageChanged' });
  };

  return (
    <main className="sg">
      <style href="openset-sign-in" precedence="default">
        {SIGN_IN_CSS}
      </style>
      <div className="sg-brand">
        <p className="sg-brand-name">{t('common:app.name')}</p>
        <div>
          <p className="sg-tagline">{t('login.tagline')}</p>
          <p className="sg-brand-sub">{t('common:app.tagline')}</p>
        </div>
        <div />
      </div>

      <div className="sg-side">
        <div className="sg-top">
          <label className="sg-lang">
            {t('common:language.label')}
            <select
              value={lang}
              onChange={(event) => isLang(event.target.value) && void chooseLanguage(event.target.value)}
              data-testid="language-select"
            >
              <option value="en" lang="en">
                {t('common:language.en')}
              </option>
              <option value="fr" lang="fr">
                {t('common:language.fr')}
              </option>
            </select>
          </label>
        </div>
        <div className="sg-center">
          {secondary ? (
            <SecondaryAuthForm t={t} email={secondary.email} challenge={secondary.challenge} onSignedIn={onSignedIn} onBack={() => setSecondary(null)} />
          ) : signUp ? (
            <SignUpForm
              t={t}
              lang={lang}
              referral={referral}
              onBack={() => {
                if (isSignUpPage(window.location.pathname)) window.history.replaceState(null, '', '/login');
                setSignUp(false);
              }}
            />
          ) : forgot ? (
            <ForgotPasswordForm
              t={t}
              initialToken={token.trim()}
              onBack={() => {
                returning.current = true;
                setForgot(false);
              }}
            />
          ) : (
            <form
              className={shaking ? 'sg-card is-shaking' : 'sg-card'}
              noValidate
              onSubmit={(event) => void submit(event)}
              aria-labelledby="login-title"
              aria-busy={busy || undefined}
              data-testid="login-form"
              data-shaking={shaking || undefined}
            >
              <p className="sg-kicker">{t('common:app.name')}</p>
              <h1 id="login-title">{t('login.title')}</h1>
              <p className="sg-subtitle">{t('login.subtitle')}</p>
              <div className="sg-fields">
                <div className="sg-field">
                  <label htmlFor="login-token">
                    {t('login.token')}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <div className="sg-input">
                    <input
                      id="login-token"
                      name="token"
                      autoComplete="username"
                      value={token}
                      onChange={(event) => setToken(event.target.value)}
                      autoFocus
                      required
                      maxLength={254}
                    />
                  </div>
                </div>
                <div className="sg-field">
                  <label htmlFor="login-password">
                    {t('common:password.label')}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <div className="sg-input">
                    <input
                      id="login-password"
                      className="has-toggle"
                      name="password"
                      type={visible ? 'text' : 'password'}
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                      required
                      maxLength={256}
                    />
                    <button
                      type="button"
                      className="sg-toggle"
                      aria-label={visible ? t('common:password.hide') : t('common:password.show')}
                      aria-pressed={visible}
                      onClick={() => setVisible((shown) => !shown)}
                    >
                      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d={visible ? HIDE_ICON : SHOW_ICON} />
                      </svg>
                    </button>
                  </div>
                </div>
                <div aria-live="assertive">{notice && <NoticeView notice={notice} t={t} />}</div>
                <button type="submit" className="sg-submit" disabled={busy}>
                  {busy ? t('login.submitting') : t('login.submit')}
                </button>
                <button
                  type="button"
                  className="sg-link"
                  ref={forgotLink}
                  onClick={() => setForgot(true)}
                  data-testid="forgot-link"
                >
                  {t('login.forgot')}
                </button>
                <div className="sg-alt">
                  <button type="button" className="sg-link" onClick={() => setSignUp(true)} data-testid="signup-link">
                    {t('signup.link')}
                  </button>
                  <DemoStart t={t} lang={lang} autoStart={demo} onSignedIn={onSignedIn} />
                </div>
              </div>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}

function NoticeView({ notice, t }: { notice: LoginNotice; t: Translate }) {
  switch (notice.kind) {
    case 'error':
      return (
        <div className="sg-notice error" role="alert" data-testid="login-error">
          {t(notice.key)}
        </div>
      );
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
