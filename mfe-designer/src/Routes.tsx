import { addAppStrings } from '@openset/web-kit';
import { Navigate, Route, Routes } from 'react-router';
import { DesignerPage } from './features/designer/DesignerPage';
import { designerStrings, NS } from './i18n/strings';

addAppStrings(NS, designerStrings);

/** Exposed as `./Routes`; paths are relative to where the shell mounts it (/clinician/designer). */
export default function DesignerRoutes() {
  return (
    <Routes>
      {/* Spec: the default opens the last browser tab (initially stock) and the open sets. */}
      <Route index element={<Navigate to="exerciseBrowser/stock/setBuilder" replace />} />
      <Route path="exerciseBrowser/:tab/:folderId?/setBuilder/:setIds?" element={<DesignerPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
