import { Box, Button, Chip, Link, Paper, Tab, TableCell, TableRow, Tabs } from '@mui/material';
import type { OutcomeDefinitionSummary } from '@openset/contracts';
import { ActionsColumnTitle, ColumnTitles, ConfirmDialog, ListBody, ListTable, PageLayout, useDateFormat, useRunAction } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NS } from '../../i18n/strings';
import { useArchiveDefinitionMutation, useCustomDefinitionsQuery } from '../outcomes-api/outcomesApi';
import { DEFINITIONS_PATH, NEW_DEFINITION } from './DefinitionBuilderPage';

/**
 * The custom outcomes the clinician sees (their own, their team's and organisation's as shared),
 * the archived ones on their own tab (`?archived=1`, so a reload keeps it). Archiving stops new
 * assignments (asked first); outcomes already assigned go on.
 */
export function DefinitionsPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const archived = params.get('archived') === '1';
  const list = useCustomDefinitionsQuery(archived);
  const items = list.data?.items ?? [];
  const dates = useDateFormat({ dateStyle: 'medium' });
  const run = useRunAction();
  const [archive, archiving] = useArchiveDefinitionMutation();
  const [asking, setAsking] = useState<OutcomeDefinitionSummary | null>(null);
  const setArchived = (definition: OutcomeDefinitionSummary, value: boolean) => run(() => archive({ id: definition.id, value }).unwrap(), value ? 'flash.archived' : 'flash.unarchived');

  return (
    <PageLayout
      title={t('definitions.title')}
      subtitle={t('definitions.subtitle')}
      actions={
        <>
          <Button component={RouterLink} to="/clinician/outcomes">
            {t('actions.back')}
          </Button>
          <Button variant="contained" component={RouterLink} to={`${DEFINITIONS_PATH}/${NEW_DEFINITION}`}>
            {t('definitions.new')}
          </Button>
        </>
      }
    >
      <Paper variant="outlined">
        <Box sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={archived ? 'archived' : 'active'} onChange={(_event, tab: string) => setParams(tab === 'archived' ? { archived: '1' } : {})} aria-label={t('definitions.tabs')}>
            <Tab value="active" label={t('definitions.active')} />
            <Tab value="archived" label={t('definitions.archived')} />
          </Tabs>
        </Box>
        <ListBody query={list} labels={{ loading: t('list.loading'), error: t('definitions.error') }} empty={items.length === 0 ? { text: t(archived ? 'definitions.emptyArchived' : 'definitions.empty'), testId: 'definitions-empty' } : null}>
          <ListTable
            label={t('definitions.title')}
            head={
              <>
                <ColumnTitles titles={[t('definitions.name'), t('definitions.scope'), t('definitions.questions'), t('definitions.updated')]} />
                <ActionsColumnTitle title={t('definitions.actions')} />
              </>
            }
          >
            {items.map((definition) => (
              <TableRow key={definition.id} hover data-testid="definition-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`${DEFINITIONS_PATH}/${encodeURIComponent(definition.id)}`}>
                    {definition.name}
                  </Link>
                  {definition.abbreviation && definition.abbreviation !== definition.name && <Chip size="small" label={definition.abbreviation} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{t(`builder.scopes.${definition.scope === 'team' || definition.scope === 'org' ? definition.scope : 'user'}`)}</TableCell>
                <TableCell>{definition.questionCount}</TableCell>
                <TableCell>{definition.updated ? dates.format(new Date(definition.updated)) : ''}</TableCell>
                <TableCell align="right">
                  {!definition.readOnly && (
                    <Button
                      size="small"
                      aria-label={t(archived ? 'definitions.unarchiveNamed' : 'definitions.archiveNamed', { name: definition.name })}
                      onClick={() => (archived ? void setArchived(definition, false) : setAsking(definition))}
                    >
                      {t(archived ? 'definitions.unarchive' : 'definitions.archive')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        </ListBody>
      </Paper>
      <ConfirmDialog
        open={asking !== null}
        title={t('definitions.archiveTitle')}
        message={t('definitions.archiveMessage', { name: asking?.name ?? '' })}
        confirmLabel={t('definitions.archive')}
        busy={archiving.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (asking) await setArchived(asking, true);
          setAsking(null);
        }}
      />
    </PageLayout>
  );
}
