import { Box, Paper, Typography } from '@mui/material';
import { PageLayout } from '@openset/web-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { ExerciseBrowser } from '../exercise-browser';
import { SetBuilder, SetBuilderDnd } from '../set-builder';

/**
 * The designer frame: exercise browser on the left, set builder on the right (spec section 2).
 * Both regions are slots that the exercise-browser and set-builder features fill; one
 * drag-and-drop context spans them, so a browser row can be dropped into the set.
 */
export function DesignerPage() {
  const { t } = useTranslation(NS);

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')} wide>
      <SetBuilderDnd>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <Region id="exercise-browser" title={t('browser.title')}>
            <ExerciseBrowser />
          </Region>
          <Region id="set-builder" title={t('builder.title')}>
            <SetBuilder />
          </Region>
        </Box>
      </SetBuilderDnd>
    </PageLayout>
  );
}

function Region({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ minHeight: 420, overflow: 'hidden', position: 'relative' }}
    >
      <Box sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
        <Typography id={`${id}-title`} variant="h2" component="h2">
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}
