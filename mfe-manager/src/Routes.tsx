import { addAppStrings, Redirect } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { ActivityPage } from './features/activity/ActivityPage';
import { SettingsRoutes } from './features/settings/SettingsRoutes';
import { StaffPage } from './features/staff/StaffPage';
import { TeamsPage } from './features/teams/TeamsPage';
import { managerStrings, NS } from './i18n/strings';

addAppStrings(NS, managerStrings);

/**
 * Exposed as `./Routes`; paths are relative to where the shell mounts this remote (/manager):
 * teams, staff (the staff manager and its invitations), uam (the staff activity log) and
 * settings (spec section 2).
 */
export default function ManagerRoutes() {
  return (
    <Routes>
      {/* Spec: the default child of /manager is teams. */}
      <Route index element={<Redirect to="teams" />} />
      <Route path="teams" element={<TeamsPage />} />
      <Route path="staff" element={<StaffPage />} />
      <Route path="uam" element={<ActivityPage />} />
      <Route path="settings/*" element={<SettingsRoutes />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
