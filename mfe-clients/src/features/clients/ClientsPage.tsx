import { Box, Button, FormControlLabel, Paper, Switch, Tab, Tabs, Typography } from '@mui/material';
import { CLIENT_SEARCH_MAX, type ClientCreated } from '@openset/contracts';
import {
  ConfirmDialog,
  LIST_SELECTION_CAP,
  ListBody,
  ListPagination,
  PageLayout,
  SearchField,
  SelectionToolbar,
  useCappedSelection,
  useClinicianProfileQuery,
  useLastPageWhenEmptied,
  useRunAction,
  useSearchInUrl,
} from '@openset/web-kit';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useArchiveClientsMutation, useClientsQuery, useDeleteClientsMutation } from '../clients-api/clientsApi';
import { ClientDialog } from './components/ClientDialog';
import { ClientsTable } from './components/ClientsTable';
import { AddIcon } from './components/icons';
import { PortalLoginDialog } from './components/PortalLoginDialog';
import { useClientsLocation } from './hooks/useClientsLocation';
import { clientsListQuery, CLIENTS_PAGE_SIZE } from './model/location';

type BulkDialog = 'archive' | 'unarchive' | 'delete' | null;

/**
 * The clients manager's list (spec section 2): active and archived tabs, search (1 s), sortable
 * columns, pages of 50 from the service, the team-shared and feedback filters, a selection of at
 * most 100 to archive, unarchive or delete, and "Add client".
 */
export function ClientsPage() {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const { location, goTo } = useClientsLocation();
  const profile = useClinicianProfileQuery();
  const teamClients = Boolean(profile.data?.teamClients);
  const restrictPhi = Boolean(profile.data?.restrictPhi);

  const { typed, setTyped, searchNow } = useSearchInUrl(location.search, (search) => goTo({ search }, { replace: true }));

  // A selection belongs to one list: another tab, filter or search starts afresh, and coming
  // back does not bring the old one back (pages keep it).
  const listKey = `${location.archived}|${location.shared}|${location.feedback}|${location.search}`;
  const [selectionState, setSelectionState] = useState<{ key: string; ids: string[] }>({ key: listKey, ids: [] });
  if (selectionState.key !== listKey) setSelectionState({ key: listKey, ids: [] });
  const selected = selectionState.key === listKey ? selectionState.ids : [];
  const setSelected = (ids: string[]) => setSelectionState({ key: listKey, ids });

  const list = useClientsQuery(clientsListQuery(location, { teamClients, restrictPhi }), { skip: !profile.data && !profile.isError });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;

  // A page emptied by an archive or a delete shows the last page that still has clients.
  useLastPageWhenEmptied(list, location.page, CLIENTS_PAGE_SIZE, (page) => goTo({ page }, { replace: true }));

  const { toggle, togglePage } = useCappedSelection(selected, setSelected, items.map((item) => item.id), `${NS}:selection.capReached`);

  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ClientCreated | null>(null);
  const [bulk, setBulk] = useState<BulkDialog>(null);
  const [archive, archiveState] = useArchiveClientsMutation();
  const [remove, removeState] = useDeleteClientsMutation();

  // After a bulk action its button is disabled (nothing selected): the focus goes to the list's
  // count instead of falling back to the page, once the dialog has given it back.
  const listStatus = useRef<HTMLSpanElement>(null);
  const runBulk = async () => {
    const ids = selected;
    // The flash counts the clients, as the dialog that asked did.
    const done =
      bulk === 'delete'
        ? await run(() => remove(ids).unwrap(), `${NS}:flash.deleted`, { count: ids.length })
        : await run(() => archive({ ids, value: bulk === 'archive' }).unwrap(), `${NS}:flash.${bulk === 'archive' ? 'archived' : 'unarchived'}`, { count: ids.length });
    setBulk(null);
    if (done) {
      setSelected([]);
      setTimeout(() => listStatus.current?.focus());
    }
  };

  const filtered = location.feedback || location.shared;
  const emptyText = location.search
    ? t('list.emptySearch', { search: location.search })
    : filtered
      ? t('list.emptyFiltered')
      : location.archived
        ? t('list.emptyArchived')
        : t('list.empty');
  const selectionLabels = {
    count: t('selection.count', { count: selected.length }),
    max: t('selection.max', { max: LIST_SELECTION_CAP }),
    clear: t('selection.clear'),
    full: t('selection.full', { max: LIST_SELECTION_CAP }),
  };

  return (
    <PageLayout
      title={t('title')}
      subtitle={t('subtitle')}
      wide
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('actions.add')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 480 }}>
        <Tabs value={location.archived ? 'archived' : 'active'} onChange={(_event, value) => goTo({ archived: value === 'archived' })} aria-label={t('tabs.label')} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="active" label={t('tabs.active')} />
          <Tab value="archived" label={t('tabs.archived')} />
        </Tabs>

        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <SearchField value={typed} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), clear: t('search.clear') }} onChange={setTyped} onSubmit={searchNow} maxLength={CLIENT_SEARCH_MAX} />
          {teamClients && <FormControlLabel control={<Switch checked={location.shared} onChange={(event) => goTo({ shared: event.target.checked })} />} label={t('filters.shared')} />}
          {!restrictPhi && <FormControlLabel control={<Switch checked={location.feedback} onChange={(event) => goTo({ feedback: event.target.checked })} />} label={t('filters.feedback')} />}
          <Typography ref={listStatus} tabIndex={-1} variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ '&:focus': { outline: 'none' } }}>
            {/* Not the last answer's count beside the error of this one (another tab's list). */}
            {list.data && !list.isFetching && !list.isError ? t('list.count', { count: total }) : ''}
          </Typography>
        </Box>

        <SelectionToolbar count={selected.length} labels={selectionLabels} onClear={() => setSelected([])}>
          {location.archived ? (
            <Button size="small" variant="outlined" disabled={selected.length === 0} onClick={() => setBulk('unarchive')}>
              {t('selection.unarchive')}
            </Button>
          ) : (
            <Button size="small" variant="outlined" disabled={selected.length === 0} onClick={() => setBulk('archive')}>
              {t('selection.archive')}
            </Button>
          )}
          <Button size="small" variant="outlined" color="error" disabled={selected.length === 0} onClick={() => setBulk('delete')}>
            {t('selection.delete')}
          </Button>
        </SelectionToolbar>

        <ListBody query={list} labels={{ loading: t('list.loading'), error: t('list.error') }} empty={items.length === 0 ? { text: emptyText, testId: 'clients-empty' } : null}>
          <ClientsTable
            items={items}
            sort={location.sort}
            selected={selected}
            busy={list.isFetching}
            replacing={!list.currentData}
            showClinician={location.shared}
            showFeedback={!restrictPhi}
            onSort={(sort) => goTo({ sort }, { replace: true })}
            onToggle={toggle}
            onTogglePage={togglePage}
          />
          <ListPagination total={total} page={location.page} pageSize={CLIENTS_PAGE_SIZE} onPageChange={(page) => goTo({ page })} />
        </ListBody>
      </Paper>

      {adding && (
        <ClientDialog
          onClose={() => setAdding(false)}
          onCreated={(answer) => {
            setAdding(false);
            setCreated(answer);
          }}
        />
      )}
      {created && <PortalLoginDialog name={`${created.client.firstname} ${created.client.lastname}`} login={created.portal} onClose={() => setCreated(null)} />}
      <ConfirmDialog
        open={bulk !== null}
        destructive={bulk === 'delete'}
        title={bulk ? t(`confirm.${bulk}Title`, { count: selected.length }) : ''}
        message={bulk ? t(`confirm.${bulk}Message`) : ''}
        confirmLabel={bulk ? t(`selection.${bulk}`) : undefined}
        busy={archiveState.isLoading || removeState.isLoading}
        onCancel={() => setBulk(null)}
        onConfirm={() => void runBulk()}
      />
    </PageLayout>
  );
}
