import { addAppStrings, Redirect } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { DefinitionBuilderPage } from './features/definitions/DefinitionBuilderPage';
import { DefinitionsPage } from './features/definitions/DefinitionsPage';
import { OutcomeDetailPage } from './features/outcomes/OutcomeDetailPage';
import { OutcomesPage } from './features/outcomes/OutcomesPage';
import { outcomesStrings, NS } from './i18n/strings';

addAppStrings(NS, outcomesStrings);

/** Exposed as `./Routes`; paths are relative to where the shell mounts this remote. */
export default function OutcomesRoutes() {
  return (
    <Routes>
      <Route index element={<OutcomesPage />} />
      {/* A static segment ranks above `:outcomeId`, and an outcome's id is a uuid: these never collide. */}
      <Route path="definitions" element={<DefinitionsPage />} />
      <Route path="definitions/:definitionId" element={<DefinitionBuilderPage />} />
      <Route path=":outcomeId" element={<OutcomeDetailPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
