import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { Landing } from '../routes/Landing';
import { LoginPage } from '../routes/LoginPage';
import { Maintenance } from '../routes/Maintenance';
import { RoleGuard } from '../routes/RoleGuard';
import { SessionGate } from '../session/SessionGate';

/** Routes of spec section 2. Remotes render their own routes below the path they are mounted at. */
export function createRouter() {
  return createBrowserRouter([
    { path: '/maintenance', element: <Maintenance /> },
    // The client portal has its own sign-in: no clinician session involved.
    { path: '/portal/*', element: <RemoteRoutes remote="portal" /> },
    {
      element: (
        <SessionGate>
          <Outlet />
        </SessionGate>
      ),
      children: [
        { path: '/login/:lang?', element: <LoginPage /> },
        { path: '/', element: <Landing /> },
        {
          path: '/clinician',
          element: <RoleGuard role="clinician" />,
          children: [
            { index: true, element: <Navigate to="designer" replace /> },
            { path: 'designer/*', element: <RemoteRoutes remote="designer" /> },
            { path: 'clients/*', element: <RemoteRoutes remote="clients" /> },
            { path: 'outcomes/*', element: <RemoteRoutes remote="outcomes" /> },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
        {
          path: '/manager',
          element: <RoleGuard role="manager" />,
          // The manager remote owns teams, uam and settings below /manager.
          children: [
            { index: true, element: <Navigate to="teams" replace /> },
            { path: '*', element: <RemoteRoutes remote="manager" /> },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
