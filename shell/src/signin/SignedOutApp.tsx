import type { Lang, SignedIn } from '@openset/contracts/plain';
import { initialLanguage, setLanguage } from '@openset/web-kit/signed-out';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StartLocation } from './location';
import type { FlashNote } from './signedIn';
import { AcceptInvitationPage } from './AcceptInvitationPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpConfirmPage } from './SignUpConfirmPage';
import { translator, type Translate } from './translate';

type SignInStart = Extract<StartLocation, { kind: 'signIn' }>;
type ResetStart = Extract<StartLocation, { kind: 'reset' }>;
type InviteStart = Extract<StartLocation, { kind: 'invite' }>;
type ConfirmStart = Extract<StartLocation, { kind: 'confirm' }>;

const SIGN_IN_AFTER_RESET: SignInStart = {
  kind: 'signIn',
  lang: undefined,
  redirect: '/',
  demo: false,
  replaceWith: null,
};

/**
 * What the start-up shows a signed-out visitor: the sign-in page with the language and the flash
 * message kept here, in plain React, until the app takes over after sign-in.
 */
export function SignedOutApp({
  start: opened,
  onSignedIn,
}: {
  start: SignInStart | ResetStart | InviteStart | ConfirmStart;
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}) {
  const [start, setStart] = useState(opened);
  const [lang, setLang] = useState<Lang>(initialLanguage);
  const [flash, setFlash] = useState<(FlashNote & { id: number }) | null>(null);
  const t = useMemo(() => translator(lang), [lang]);
  const closeFlash = useCallback(() => setFlash(null), []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const chooseLanguage = (next: Lang) => {
    // The page's i18next follows, so the app that takes over after sign-in speaks the same language.
    void setLanguage(next);
    setLang(next);
    return true;
  };

  const passwordSet = () => {
    window.history.replaceState(null, '', '/login');
    setStart(SIGN_IN_AFTER_RESET);
    setFlash({ severity: 'success', key: 'flash.passwordSet', id: Date.now() });
  };

  const toSignIn = () => {
    window.history.replaceState(null, '', '/login');
    setStart(SIGN_IN_AFTER_RESET);
  };

  return (
    <>
      {start.kind === 'confirm' ? (
        <SignUpConfirmPage t={t} token={start.token} onDone={toSignIn} />
      ) : start.kind === 'invite' ? (
        <AcceptInvitationPage t={t} token={start.token} onSignIn={toSignIn} />
      ) : start.kind === 'reset' ? (
        <ResetPasswordPage t={t} token={start.token} onDone={passwordSet} />
      ) : (
        <SignInPage
          t={t}
          lang={lang}
          routeLang={start.lang}
          demo={start.demo}
          onLanguage={chooseLanguage}
          onFlash={(note) => setFlash({ ...note, id: Date.now() })}
          onSignedIn={onSignedIn}
        />
      )}
      {flash && <Flash key={flash.id} flash={flash} t={t} onClose={closeFlash} />}
    </>
  );
}

/**
 * One flash message, as the app's flash area shows it: errors announced assertively
 * (role="alert"), the rest politely (role="status"); hidden after 4 s (errors 8 s) or on Dismiss.
 */
function Flash({ flash, t, onClose }: { flash: FlashNote; t: Translate; onClose: () => void }) {
  const isError = flash.severity === 'error';
  useEffect(() => {
    const timer = setTimeout(onClose, isError ? 8_000 : 4_000);
    return () => clearTimeout(timer);
  }, [isError, onClose]);
  return (
    <div
      className={`sg-flash ${flash.severity}`}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      data-testid="flash"
    >
      <span>{t(`common:${flash.key}`, flash.values)}</span>
      <button type="button" aria-label={t('common:actions.dismiss')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
