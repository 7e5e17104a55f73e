import { addAppStrings } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { PortalPage } from './features/portal/PortalPage';
import { portalStrings, NS } from './i18n/strings';

addAppStrings(NS, portalStrings);

/** Exposed as `./Routes`; paths are relative to where the shell mounts this remote. */
export default function PortalRoutes() {
  return (
    <Routes>
      <Route path="*" element={<PortalPage />} />
    </Routes>
  );
}
