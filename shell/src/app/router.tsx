import { LoadingState, Redirect } from '@openset/web-kit';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import type { RemoteKey } from '../remotes/appConfig';
import type { RemoteModule } from '../remotes/federation';
import { SessionGate } from '../session/SessionGate';

// Each screen of the shell is a chunk of its own, loaded when its route matches. A signed-out
// visitor's first sign-in page is not drawn by this router but by the start-up (../bootstrap.tsx),
// before the app loads; `/login` here draws the same page once the app runs.
const loginPage = async () => ({ Component: (await import('../routes/LoginPage')).LoginPage });
const landing = async () => ({ Component: (await import('../routes/Landing')).Landing });
const maintenance = async () => ({ Component: (await import('../routes/Maintenance')).Maintenance });
const guard = (role: 'clinician' | 'manager') => async () => {
  const { RoleGuard } = await import('../routes/RoleGuard');
  return { Component: () => <RoleGuard role={role} /> };
};
// No remote owns the settings yet: the shell's own lazy chunk (settings/SettingsRoutes.tsx).
const settings = async () => ({ Component: (await import('../settings/SettingsRoutes')).SettingsRoutes });
// The operator's console (admin accounts): the shell's own lazy chunk (admin/AdminRoutes.tsx).
const admin = async () => ({ Component: (await import('../admin/AdminRoutes')).AdminRoutes });
const remote = (name: RemoteKey, module: RemoteModule = 'Routes') => async () => {
  const { RemoteRoutes } = await import('../remotes/RemoteRoutes');
  return { Component: () => <RemoteRoutes remote={name} module={module} /> };
};

/**
 * The screens a sign-in leads to (landing, the guard with the signed-in frame, the remote
 * loader), fetched while the visitor types on the sign-in page: pressing "Sign in" then waits
 * for none of them.
 */
export function preloadSignedInScreens(): Promise<unknown> {
  return Promise.all([import('../routes/Landing'), import('../routes/RoleGuard'), import('../remotes/RemoteRoutes')]);
}

/** Routes of spec section 2. Remotes render their own routes below the path they are mounted at. */
export function createRouter() {
  // Shown while the first screen's chunk arrives.
  return createBrowserRouter([{ hydrateFallbackElement: <LoadingState />, children: routes() }]);
}

function routes(): RouteObject[] {
  return [
    { path: '/maintenance', lazy: maintenance },
    // The client portal has its own sign-in: no clinician session involved.
    { path: '/portal/*', lazy: remote('portal') },
    {
      element: (
        <SessionGate>
          <Outlet />
        </SessionGate>
      ),
      children: [
        { path: '/login/:lang?', lazy: loginPage },
        { path: '/', lazy: landing },
        {
          path: '/clinician',
          lazy: guard('clinician'),
          children: [
            { index: true, element: <Redirect to="designer" /> },
            { path: 'designer/*', lazy: remote('designer') },
            // The templates manager is a second module of the designer remote (same sets API).
            { path: 'templates/*', lazy: remote('designer', 'Templates') },
            // The education manager too (spec section 2: education/:educationId?).
            { path: 'education/*', lazy: remote('designer', 'Education') },
            { path: 'clients/*', lazy: remote('clients') },
            { path: 'outcomes/*', lazy: remote('outcomes') },
            { path: 'settings/*', lazy: settings },
            { path: '*', element: <Redirect to="/" /> },
          ],
        },
        {
          path: '/manager',
          lazy: guard('manager'),
          // The manager remote owns teams, uam and settings below /manager.
          children: [
            { index: true, element: <Redirect to="teams" /> },
            { path: '*', lazy: remote('manager') },
          ],
        },
        { path: '/admin/*', lazy: admin },
        { path: '*', element: <Redirect to="/" /> },
      ],
    },
  ];
}
