import { addAppStrings, Redirect } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { TeamsPage } from './features/teams/TeamsPage';
import { managerStrings, NS } from './i18n/strings';

addAppStrings(NS, managerStrings);

/** Exposed as `./Routes`; paths are relative to where the shell mounts this remote. */
export default function ManagerRoutes() {
  return (
    <Routes>
      {/* Spec: the default child of /manager is teams. */}
      <Route index element={<Redirect to="teams" />} />
      <Route path="teams" element={<TeamsPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
