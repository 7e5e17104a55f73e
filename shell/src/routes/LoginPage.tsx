import { keyframes } from '@emotion/react';
import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  flashAdded,
  isApiError,
  isLang,
  PasswordField,
  sessionStarted,
  setLanguage,
  useAppDispatch,
  useAppSelector,
  useLoginMutation,
} from '@openset/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { noticeForError, noticeForResponse, type LoginNotice } from './loginOutcome';

/** Spec section 9: the form shakes for 1 s after a failed attempt (none with reduced motion). */
const SHAKE_MS = 1_000;
const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

/** Only same-origin paths are followed after sign-in, never another site. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lang } = useParams();
  const [search] = useSearchParams();
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const [login, { isLoading }] = useLoginMutation();
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<LoginNotice | null>(null);
  const [shaking, setShaking] = useState(false);
  const shakeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const redirect = safeRedirect(search.get('redirect'));

  useEffect(() => {
    if (isLang(lang)) void setLanguage(lang);
  }, [lang]);

  useEffect(() => {
    // The demo login call is not part of the API yet: say so instead of failing silently.
    if (search.has('demo')) dispatch(flashAdded('info', 'errors.notInDemo'));
  }, [search, dispatch]);

  useEffect(() => () => clearTimeout(shakeTimer.current), []);

  if (authenticated) return <Navigate to={redirect} replace />;

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
    if (!token.trim() || !password) {
      fail({ kind: 'error', key: 'login.required', shake: true });
      return;
    }
    setNotice(null);
    try {
      const response = await login({ token: token.trim(), password }).unwrap();
      if (response.outcome !== 'success') {
        setNotice(noticeForResponse(response));
        return;
      }
      const { role, profile, csrfToken } = response;
      dispatch(sessionStarted({ role, accountId: profile.id, csrfToken, now: Date.now() }));
      if (role === 'clinician') {
        const name = profile.firstname || profile.username;
        dispatch(flashAdded('success', name ? 'flash.welcome' : 'flash.welcomeAnonymous', { name }));
      }
      await navigate(redirect, { replace: true });
    } catch (error) {
      fail(isApiError(error) ? noticeForError(error) : { kind: 'error', key: 'login.failed', shake: true });
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: 'primary.contrastText',
          background: 'linear-gradient(160deg, #0b5f73 0%, #07414f 100%)',
        }}
      >
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, letterSpacing: '0.02em' }}>
          {t('common:app.name')}
        </Typography>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600, mb: 2, maxWidth: 420 }}>
            {t('login.tagline')}
          </Typography>
          <Typography sx={{ opacity: 0.85 }}>{t('common:app.tagline')}</Typography>
        </Box>
        <Box />
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LanguageSwitch />
        </Box>
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center' }}>
          <Paper
            variant="outlined"
            component="form"
            noValidate
            onSubmit={(event: FormEvent) => void submit(event)}
            aria-labelledby="login-title"
            data-testid="login-form"
            data-shaking={shaking || undefined}
            sx={{
              width: '100%',
              maxWidth: 420,
              p: { xs: 3, sm: 5 },
              animation: shaking ? `${shake} ${SHAKE_MS}ms ease-in-out` : 'none',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <Typography variant="body2" color="primary" sx={{ fontWeight: 700, mb: 1, display: { md: 'none' } }}>
              {t('common:app.name')}
            </Typography>
            <Typography id="login-title" variant="h1" component="h1">
              {t('login.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {t('login.subtitle')}
            </Typography>
            <Stack spacing={2.5}>
              <TextField
                label={t('login.token')}
                name="token"
                autoComplete="username"
                value={token}
                onChange={(event) => setToken(event.target.value)}
                autoFocus
                fullWidth
                required
                slotProps={{ htmlInput: { maxLength: 254 } }}
              />
              <PasswordField
                name="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                fullWidth
                required
                slotProps={{ htmlInput: { maxLength: 256 } }}
              />
              <div aria-live="assertive">{notice && <NoticeView notice={notice} />}</div>
              <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading}>
                {isLoading ? t('login.submitting') : t('login.submit')}
              </Button>
            </Stack>
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}

function NoticeView({ notice }: { notice: LoginNotice }) {
  const { t } = useTranslation('shell');
  switch (notice.kind) {
    case 'error':
      return (
        <Alert severity="error" data-testid="login-error">
          {t(notice.key)}
        </Alert>
      );
    case 'closed':
      return (
        <Alert severity="warning" data-testid="login-closed">
          {t(notice.key)}
          {notice.checkoutUri && (
            <>
              {' '}
              <Link href={notice.checkoutUri} sx={{ fontWeight: 600 }}>
                {t('login.closedPaidLink')}
              </Link>
            </>
          )}
        </Alert>
      );
    case 'secondary':
      return <Alert severity="info">{t('login.secondaryAuth', { email: notice.email })}</Alert>;
  }
}
