import { Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useDateFormat } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NS } from '../../i18n/strings';
import { useOutboxEntries } from '../outbox/portalOutbox';
import { usePortalOutcomesQuery } from '../portal/portalApi';
import { PORTAL_HOME } from './QuestionnaireView';

/**
 * The questionnaires the clinician is waiting for, above the tabs: each with "Answer". One whose
 * answers wait in the outbox (sent offline) is not asked again. Nothing shows when none is due.
 */
export function DueQuestionnaires() {
  const { t } = useTranslation(NS);
  const due = usePortalOutcomesQuery();
  const waiting = new Set(useOutboxEntries().flatMap((entry) => (entry.kind === 'outcome' ? [entry.body.id] : [])));
  const dates = useDateFormat({ dateStyle: 'medium' });
  const items = (due.data?.items ?? []).filter((item) => item.due && !waiting.has(item.id));
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="due-questionnaires" sx={{ p: 2, mb: 2 }} data-testid="due-questionnaires">
      <Typography id="due-questionnaires" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('questionnaire.due', { count: items.length })}
      </Typography>
      <List disablePadding>
        {items.map((item) => (
          <ListItem key={item.id} disableGutters secondaryAction={
            <Button variant="contained" component={RouterLink} to={`${PORTAL_HOME}/outcomes/${encodeURIComponent(item.id)}`} aria-label={t('questionnaire.answerNamed', { name: item.abbreviation })}>
              {t('questionnaire.answer')}
            </Button>
          } sx={{ pr: 14 }}>
            <ListItemText primary={item.abbreviation === item.name ? item.name : `${item.abbreviation}: ${item.name}`} secondary={item.dueSince ? t('questionnaire.since', { date: dates.format(new Date(item.dueSince)) }) : null} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
