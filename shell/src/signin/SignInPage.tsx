import { authAddresses, referralCodeOf, type Lang, type SignedIn } from '@openset/contracts/plain';
import { callRoute, isApiError, isLang, usePageTitle } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState } from 'react';
import { BrandPanel } from './BrandPanel';
import { DemoStart } from './DemoStart';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LanguageChoice } from './LanguageChoice';
import { isSignUpPage, linkRefused } from './location';
import { SignUpForm } from './SignUpForm';
import { SecondaryAuthForm } from './SecondaryAuthForm';
import { noticeForError, noticeForResponse, type LoginNotice } from '../routes/loginOutcome';
import type { FlashNote } from './signedIn';
import { LoginNoticeView } from './LoginNoticeView';
import { RevealablePasswordField } from './RevealablePasswordField';
import { SignedOutForm } from './SignedOutForm';
import { SignedOutFrame } from './SignedOutFrame';
import { SubmitWithNotice } from './SubmitWithNotice';
import type { Translate } from './translate';
import { UsernameOrEmailField } from './UsernameOrEmailField';

/** Spec section 9: the form shakes for 1 s after a failed attempt (none with reduced motion). */
const SHAKE_MS = 1_000;

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

  const submit = async () => {
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
    <SignedOutFrame brand={<BrandPanel t={t} />} top={<LanguageChoice t={t} lang={lang} onChoose={(next) => void chooseLanguage(next)} />}>
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
        <SignedOutForm t={t} name="login" title={t('login.title')} intro={t('login.subtitle')} busy={busy} shaking={shaking} onSubmit={() => void submit()}>
          <UsernameOrEmailField t={t} id="login-token" value={token} onChange={setToken} />
          <RevealablePasswordField t={t} id="login-password" value={password} onChange={setPassword} visible={visible} onVisible={setVisible} />
          <SubmitWithNotice notice={notice && <LoginNoticeView notice={notice} t={t} />} busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
          <button type="button" className="sg-link" ref={forgotLink} onClick={() => setForgot(true)} data-testid="forgot-link">
            {t('login.forgot')}
          </button>
          <div className="sg-alt">
            <button type="button" className="sg-link" onClick={() => setSignUp(true)} data-testid="signup-link">
              {t('signup.link')}
            </button>
            <DemoStart t={t} lang={lang} autoStart={demo} onSignedIn={onSignedIn} />
          </div>
        </SignedOutForm>
      )}
    </SignedOutFrame>
  );
}
