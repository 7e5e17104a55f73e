import { addAppStrings, Redirect, selectSession, useAppSelector } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { DesignerPage } from './features/designer/DesignerPage';
import { selectLastTab } from './features/exercise-browser';
import { rememberedTokens } from './features/set-builder';
import { designerStrings, NS } from './i18n/strings';

addAppStrings(NS, designerStrings);

/** Exposed as `./Routes`; paths are relative to where the shell mounts it (/clinician/designer). */
export default function DesignerRoutes() {
  return (
    <Routes>
      {/* Spec: the default opens the last browser tab (initially stock) and the open sets. */}
      <Route index element={<LastTab />} />
      <Route path="exerciseBrowser/:tab/:folderId?/setBuilder/:setIds?" element={<DesignerPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}

function LastTab() {
  const tab = useAppSelector(selectLastTab);
  const { accountId } = useAppSelector(selectSession);
  const open = rememberedTokens(accountId).join(',');
  return <Redirect to={`exerciseBrowser/${tab}/setBuilder${open ? `/${open}` : ''}`} />;
}
