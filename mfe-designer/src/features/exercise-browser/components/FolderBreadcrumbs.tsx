import { Breadcrumbs, Link, Typography } from '@mui/material';
import type { ExerciseFolder } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';

/** Custom › folder › subfolder; every step but the last opens that folder. */
export function FolderBreadcrumbs({ path, onOpen }: { path: ExerciseFolder[]; onOpen: (folderId: string | null) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const steps: { id: string | null; title: string }[] = [{ id: null, title: t('nav.customRoot') }, ...path.map((f) => ({ id: f.id, title: f.title }))];
  return (
    <Breadcrumbs aria-label={t('nav.breadcrumbs')} maxItems={5} sx={{ fontSize: '0.875rem' }}>
      {steps.map((step, index) =>
        index === steps.length - 1 ? (
          <Typography key={step.id ?? 'root'} aria-current="page" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {step.title}
          </Typography>
        ) : (
          <Link
            key={step.id ?? 'root'}
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            onClick={() => onOpen(step.id)}
          >
            {step.title}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
