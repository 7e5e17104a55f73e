import { addAppStrings, Redirect } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { OutcomeDetailPage } from './features/outcomes/OutcomeDetailPage';
import { OutcomesPage } from './features/outcomes/OutcomesPage';
import { outcomesStrings, NS } from './i18n/strings';

addAppStrings(NS, outcomesStrings);

/** Exposed as `./Routes`; paths are relative to where the shell mounts this remote. */
export default function OutcomesRoutes() {
  return (
    <Routes>
      <Route index element={<OutcomesPage />} />
      <Route path=":outcomeId" element={<OutcomeDetailPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
