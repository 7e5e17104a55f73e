import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { authAddresses, type BootstrapResponse } from '@openset/contracts/plain';
import { callRoute } from '../api/callRoute';
import { initI18n } from '../i18n/i18n';
import { sessionStarted } from '../session/sessionSlice';
import { createAppStore, useAppDispatch, useAppSelector } from '../store/store';
import { LoadingState } from '../ui/LoadingState';
import { PasswordField } from '../ui/PasswordField';
import { Redirect } from '../routing/Redirect';
import { WebKitProvider } from '../ui/WebKitProvider';

export interface StandaloneOptions {
  /** Where the shell mounts the remote, e.g. `/clinician/designer`: links behave the same. */
  mountPath: string;
  Routes: ComponentType;
  /** False for the client portal, which signs in on its own. */
  needsSession?: boolean;
}

/**
 * Runs a remote on its own dev server (`nx run <app>:serve`): its own store and router, a
 * minimal sign-in against the API proxied to the gateway. Development only; the shell never
 * calls this.
 */
export function renderStandalone({ mountPath, Routes, needsSession = true }: StandaloneOptions): void {
  initI18n();
  const store = createAppStore();
  const router = createBrowserRouter([
    {
      path: `${mountPath}/*`,
      element: needsSession ? (
        <DevSession>
          <Routes />
        </DevSession>
      ) : (
        <Routes />
      ),
    },
    { path: '*', element: <Redirect to={mountPath} /> },
  ]);
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <WebKitProvider store={store}>
      <RouterProvider router={router} />
    </WebKitProvider>,
  );
}

function DevSession({ children }: { children: ReactNode }) {
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const dispatch = useAppDispatch();
  const [bootstrap, setBootstrap] = useState<BootstrapResponse | null>(null);
  useEffect(() => {
    if (authenticated) return;
    void callRoute(authAddresses.bootstrap)
      .catch((): BootstrapResponse => ({ authenticated: false }))
      .then(setBootstrap);
  }, [authenticated]);
  const live = bootstrap?.authenticated ? bootstrap : null;
  useEffect(() => {
    if (live) dispatch(sessionStarted({ role: live.role, accountId: live.accountId, csrfToken: live.csrfToken, now: Date.now() }));
  }, [live, dispatch]);
  if (authenticated) return children;
  if (!bootstrap || live) return <LoadingState />;
  return <DevSignIn />;
}

function DevSignIn() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const [token, setToken] = useState('pro');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    const result = await callRoute(authAddresses.login, { body: { token, password } }).catch(() => null);
    setLoading(false);
    if (result?.outcome === 'success') {
      dispatch(sessionStarted({ role: result.role, accountId: result.profile.id, csrfToken: result.csrfToken, now: Date.now() }));
    } else {
      setFailed(true);
    }
  };
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Paper variant="outlined" component="form" onSubmit={(e: FormEvent) => void submit(e)} sx={{ p: 4, width: 360 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {t('app.name')} (dev)
        </Typography>
        <Stack spacing={2}>
          <TextField label="Username" value={token} onChange={(e) => setToken(e.target.value)} />
          <PasswordField value={password} onChange={(e) => setPassword(e.target.value)} />
          {failed && <Alert severity="error">{t('errors.wrongPassword')}</Alert>}
          <Button type="submit" variant="contained" disabled={isLoading}>
            OK
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
