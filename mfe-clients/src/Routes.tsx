import { addAppStrings } from '@openset/web-kit';
import { Navigate, Route, Routes } from 'react-router';
import { ClientsPage } from './features/clients/ClientsPage';
import { clientsStrings, NS } from './i18n/strings';

addAppStrings(NS, clientsStrings);

/** Exposed as `./Routes`; paths are relative to where the shell mounts this remote. */
export default function ClientsRoutes() {
  return (
    <Routes>
      <Route index element={<ClientsPage />} />
      <Route path=":clientId/:linked?" element={<ClientsPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
