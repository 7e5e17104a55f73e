import { addAppStrings, Redirect, useAppSelector } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { designerStrings, NS } from '../../i18n/strings';
import { templatesStrings, TEMPLATES_NS } from './i18n/strings';
import { selectLastTemplatesLocation } from './state/templatesSlice';
import { TemplatesPage } from './TemplatesPage';

addAppStrings(NS, designerStrings);
addAppStrings(TEMPLATES_NS, templatesStrings);

/**
 * Exposed as `./Templates`; paths are relative to where the shell mounts it
 * (/clinician/templates): `:root/:folderId?` with the search and sort in the query.
 */
export default function TemplatesRoutes() {
  return (
    <Routes>
      {/* Coming back opens the last place (root, folder, search, sort), else the own root. */}
      <Route index element={<LastPlace />} />
      <Route path=":root/:folderId?" element={<TemplatesPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}

function LastPlace() {
  const last = useAppSelector(selectLastTemplatesLocation);
  return <Redirect to={last ?? 'user'} />;
}
