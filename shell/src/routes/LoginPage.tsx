import type { SignedIn } from '@openset/contracts';
import { flashAdded, Redirect, useAppDispatch, useAppSelector, useLang } from '@openset/web-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLanguageChoice } from '../layout/useLanguageChoice';
import { sessionFromAnswer } from '../session/sessionAnswer';
import { safeRedirect } from '../signin/location';
import { sessionOf, welcomeFlash, type FlashNote } from '../signin/signedIn';
import { SignInPage } from '../signin/SignInPage';

/**
 * `/login/:lang?` inside the app (after a logout, an idle timeout, a refused guard): the same
 * sign-in page the start-up draws for a visitor, with the app's language, flash and session.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lang: routeLang } = useParams();
  const [search] = useSearchParams();
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const choose = useLanguageChoice();
  const redirect = safeRedirect(search.get('redirect'));
  const lang = useLang();

  const flash = useCallback((note: FlashNote) => dispatch(flashAdded(note.severity, note.key, note.values)), [dispatch]);

  if (authenticated) return <Redirect to={redirect} />;

  const signedIn = async (answer: SignedIn) => {
    dispatch(sessionFromAnswer(sessionOf(answer)));
    const welcome = welcomeFlash(answer);
    if (welcome) flash(welcome);
    await navigate(redirect, { replace: true });
  };

  return (
    <SignInPage
      t={(key, values) => t(key, values)}
      lang={lang}
      routeLang={routeLang}
      demo={search.has('demo')}
      onLanguage={choose}
      onFlash={flash}
      onSignedIn={signedIn}
    />
  );
}
