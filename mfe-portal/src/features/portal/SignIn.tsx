import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { portalRoutes, type PortalSignedIn } from '@openset/contracts';
import { callRoute, ownTimeZone, setLanguage, usePageTitle, type ApiError } from '@openset/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { flushOutbox } from '../outbox/portalOutbox';
import { chosenLanguage } from './chosenLanguage';
import { ForgottenKey } from './ForgottenKey';
import { LanguageSwitch } from './LanguageSwitch';
import { portalSignedIn, usePortalSessionEnded } from './portalSession';
import { clearsKey, signInNotice, type SignInNotice } from './signInOutcome';

/**
 * The portal's sign-in: portal username and the four-digit key (spec section 9). `onSignedIn`
 * hears a sign-in made here (the portal then takes the focus to its heading). `focusHeading`:
 * opened by a sign-out on this page, whose screen had the focus.
 */
export function SignIn({ onSignedIn, focusHeading = false }: { onSignedIn?: () => void; focusHeading?: boolean }) {
  const { t } = useTranslation(NS);
  usePageTitle(t('signIn.submit'), t('title'));
  const ended = usePortalSessionEnded();
  const [username, setUsername] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const [fieldError, setFieldError] = useState<'username' | 'key' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const keyInput = useRef<HTMLInputElement>(null);

  // Signed out by the server in the middle of something, or by "Sign out" (the focus was in the
  // screen that went): the focus goes to this page's heading, the note below it is read out as
  // it appears.
  const focusAtOpen = useRef(ended || focusHeading);
  useEffect(() => {
    if (focusAtOpen.current) heading.current?.focus();
  }, []);

  // Back online, "You are offline" no longer holds: it goes, and the key typed is still there.
  useEffect(() => {
    const backOnline = () => setNotice((shown) => (shown?.key === 'signIn.offline' ? null : shown));
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A new attempt: the last one's message goes, also when a field's own error answers this one
    // (the offline note stood above "The key is four digits").
    setNotice(null);
    if (!username.trim()) {
      setFieldError('username');
      usernameInput.current?.focus();
      return;
    }
    if (!/^\d{4}$/.test(key)) {
      setFieldError('key');
      keyInput.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const answer: PortalSignedIn = await callRoute<typeof portalRoutes.login>(portalRoutes.login, { body: { username: username.trim(), key, timeZone: ownTimeZone() } });
      // A language the client chose on this phone wins over the one the clinician set for them.
      const lang = chosenLanguage() ?? answer.lang;
      await setLanguage(lang);
      onSignedIn?.();
      portalSignedIn(answer, lang);
      // What this client left waiting (on this phone, before the session ended) goes now.
      void flushOutbox();
    } catch (error) {
      const failed = signInNotice(error as ApiError);
      setNotice(failed);
      // A wrong key is typed again; any other failure (offline, the server) keeps it: Enter tries again.
      if (clearsKey(failed)) setKey('');
      keyInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const message = notice ? t(notice.key, notice) : null;
  return (
    <Box component="main" sx={{ px: 2, py: 3, maxWidth: 440, mx: 'auto' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography ref={heading} tabIndex={-1} variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
          {t('title')}
        </Typography>
        <LanguageSwitch />
      </Stack>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {t('signIn.heading')}
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
          {ended && !message && (
            <Alert severity="info">
              {t('signIn.sessionEnded')}
            </Alert>
          )}
          {message && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
          <TextField
            label={t('signIn.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            inputRef={usernameInput}
            onChange={(event) => setUsername(event.target.value)}
            error={fieldError === 'username'}
            helperText={fieldError === 'username' ? t('signIn.usernameMissing') : undefined}
          />
          <TextField
            label={t('signIn.key')}
            name="key"
            type="password"
            autoComplete="current-password"
            required
            value={key}
            inputRef={keyInput}
            onChange={(event) => setKey(event.target.value.replace(/\D/g, '').slice(0, 4))}
            error={fieldError === 'key'}
            helperText={fieldError === 'key' ? t('signIn.keyFormat') : t('signIn.keyHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4 } }}
          />
          {/* A spinner and "Signing in…" while the server checks the key (it takes a moment: argon2). */}
          <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start">
            {busy ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
          <ForgottenKey />
        </Stack>
      </Paper>
    </Box>
  );
}
