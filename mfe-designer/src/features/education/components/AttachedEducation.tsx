import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import type { EducationArticle, SetContent } from '@openset/contracts';
import { CloseIcon, addAppStrings } from '@openset/web-kit';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEducationByIdsQuery, useEducationHistoryQuery } from '../api/educationApi';
import { EDUCATION_NS, educationStrings } from '../i18n/strings';
import { ArticleBody } from './ArticleBody';

addAppStrings(EDUCATION_NS, educationStrings);

const AttachEducationDialog = lazy(() => import('./AttachEducationDialog'));

type SetEducation = SetContent['education'][number];

/**
 * The education a set names, in the set builder: each article's title (read in a dialog),
 * removed with its button, and the attach-education dialog.
 */
export function AttachedEducation({
  education,
  onAttach,
  onDetach,
}: {
  education: readonly SetEducation[];
  onAttach: (item: SetEducation) => void;
  onDetach: (id: string) => void;
}) {
  const { t } = useTranslation(EDUCATION_NS);
  const headingId = useId();
  const [attaching, setAttaching] = useState(false);
  const [reading, setReading] = useState<EducationArticle | null>(null);
  const stockIds = education.filter((item) => item.type === 'stockEducation').map((item) => item.id);
  const historyIds = education.filter((item) => item.type === 'customEducationHistory').map((item) => item.id);
  const stock = useEducationByIdsQuery(stockIds, { skip: stockIds.length === 0 });
  const history = useEducationHistoryQuery(historyIds, { skip: historyIds.length === 0 });
  const found = new Map([...(stock.data?.items ?? []), ...(history.data?.items ?? [])].map((article) => [article.attach.id, article]));
  const loading = stock.isLoading || history.isLoading;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }} data-testid="set-education">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {t('attach.section')}
        </Typography>
        <Button size="small" onClick={() => setAttaching(true)} aria-haspopup="dialog">
          {t('attach.button')}
        </Button>
      </Stack>
      {education.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('attach.none')}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {education.map((item) => {
            const article = found.get(item.id);
            const title = article?.title ?? (loading ? '…' : t('attach.unavailable'));
            return (
              <ListItem
                key={item.id}
                disablePadding
                secondaryAction={
                  <IconButton edge="end" aria-label={t('attach.remove', { title })} onClick={() => onDetach(item.id)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton disabled={!article} onClick={() => article && setReading(article)} aria-label={t('attach.read', { title })}>
                  <ListItemText primary={title} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      <Suspense fallback={null}>
        {attaching && <AttachEducationDialog attached={education} onAttach={onAttach} onClose={() => setAttaching(false)} />}
      </Suspense>
      {reading && <ReadDialog article={reading} onClose={() => setReading(null)} />}
    </Box>
  );
}

function ReadDialog({ article, onClose }: { article: EducationArticle; onClose: () => void }) {
  const { t } = useTranslation(EDUCATION_NS);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} lang={article.lang}>
        {article.title}
      </DialogTitle>
      <DialogContent dividers>
        <ArticleBody article={article} headingLevel={3} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('attach.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
