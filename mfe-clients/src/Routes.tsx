import { addAppStrings, Redirect } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { ClientDetailPage } from './features/clients/ClientDetailPage';
import { ClientsPage } from './features/clients/ClientsPage';
import { clientsStrings, NS } from './i18n/strings';

addAppStrings(NS, clientsStrings);

/**
 * Exposed as `./Routes`; paths are relative to where the shell mounts this remote
 * (/clinician/clients): the list (its state in the query), then `:clientId/:linked?`.
 */
export default function ClientsRoutes() {
  return (
    <Routes>
      <Route index element={<ClientsPage />} />
      <Route path=":clientId/:linked?" element={<ClientDetailPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
