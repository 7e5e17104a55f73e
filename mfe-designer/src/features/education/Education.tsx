import { addAppStrings, Redirect } from '@openset/web-kit';
import { Route, Routes } from 'react-router';
import { designerStrings, NS } from '../../i18n/strings';
import { EducationPage } from './EducationPage';
import { educationStrings, EDUCATION_NS } from './i18n/strings';

addAppStrings(NS, designerStrings);
addAppStrings(EDUCATION_NS, educationStrings);

/** Exposed as `./Education`; paths are relative to where the shell mounts it (/clinician/education). */
export default function EducationRoutes() {
  return (
    <Routes>
      <Route path=":educationId?" element={<EducationPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
