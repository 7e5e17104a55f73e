import { Box, Button, Chip, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { ExerciseFolder, SetSummary } from '@openset/contracts';
import { ConfirmDialog, flashAdded, LIST_SELECTION_CAP, ListBody, ListPagination, LoadingState, PageLayout, SearchField, SelectionToolbar, useAppDispatch, useAppSelector, useCappedSelection, useClinicianProfileQuery, useLastPageWhenEmptied, useRunAction, useSearchInUrl } from '@openset/web-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { folderLabel, folderPath, tooDeepForNewFolder } from '../../shared/folders';
import { AddIcon, DeleteIcon, EditIcon, FolderIcon } from '../../shared/icons';
// The browser's slice alone (not its pane): the tab the designer opens on.
import { selectLastTab } from '../exercise-browser/state/browserSlice';
import {
  useCreateSetFolderMutation,
  useDeleteSetFolderMutation,
  useDeleteSetsMutation,
  useMoveSetsMutation,
  useSetFoldersQuery,
  useSetsQuery,
  useUpdateSetFolderMutation,
} from '../sets-api/setsApi';
import { FolderNameDialog, MoveFolderDialog, MoveTemplatesDialog } from './components/Dialogs';
import { FolderNav } from './components/FolderNav';
import { TemplatesTable } from './components/TemplatesTable';
import { useTemplatesLocation } from './hooks/useTemplatesLocation';
import { TEMPLATES_NS, TEMPLATES_READ_ONLY } from './i18n/strings';
import { templateTargets, visibleRoots } from './model/roots';
import { sortQuery } from './model/sort';

/** Spec section 9: list pages hold 50 rows. */
export const TEMPLATES_PAGE_SIZE = 50;

type FolderDialog = { kind: 'create' } | { kind: 'rename' | 'move' | 'delete'; folder: ExerciseFolder };
type TemplatesDialog = 'move' | 'delete' | null;

const ns = (key: string) => `${TEMPLATES_NS}:${key}`;

/**
 * The folders and templates manager (spec section 2): the folder tree of the own, team and
 * organisation roots, the selected folder's templates (search, sort, pages of 50, a selection
 * of at most 100 to move or delete) and "Open in the designer".
 */
export function TemplatesPage() {
  const { t } = useTranslation(TEMPLATES_NS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = useRunAction(TEMPLATES_READ_ONLY);
  const lastTab = useAppSelector(selectLastTab);
  const { location, goTo } = useTemplatesLocation();
  const { root, folderId, sort } = location;

  const profile = useClinicianProfileQuery();
  const foldersQuery = useSetFoldersQuery();
  const folders = useMemo(() => foldersQuery.data?.items ?? [], [foldersQuery.data]);
  const roots = useMemo(() => visibleRoots(profile.data, folders), [profile.data, folders]);
  const currentRoot = roots.find((candidate) => candidate.kind === root) ?? roots[0]!;
  // A team or organisation root waits for the profile and folders that say whether it is shown.
  const rootsKnown = Boolean((profile.data || profile.isError) && (foldersQuery.data || foldersQuery.isError));
  const place = root === 'user' || !rootsKnown ? root : currentRoot.kind;
  const currentFolder = folders.find((folder) => folder.id === folderId) ?? null;
  const readOnly = currentFolder ? currentFolder.readOnly : currentRoot.readOnly;
  const path = folderPath(folders, folderId);

  // Search: 1 s after the last keystroke (at once on Enter or when cleared), then in the URL.
  const { typed, setTyped, searchNow } = useSearchInUrl(location.search, (search) => goTo({ search }, { replace: true }));

  // A page and a selection belong to one list: another folder, search or sort starts afresh.
  const placeKey = `${root}|${folderId ?? ''}`;
  const listKey = `${placeKey}|${location.search}|${sort?.column ?? ''}|${sort?.direction ?? ''}`;
  const [pageState, setPageState] = useState({ key: listKey, page: 0 });
  const page = pageState.key === listKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ key: listKey, page: next });
  const [selectionState, setSelectionState] = useState<{ key: string; ids: string[] }>({ key: placeKey, ids: [] });
  const selected = selectionState.key === placeKey ? selectionState.ids : [];
  const setSelected = (ids: string[]) => setSelectionState({ key: placeKey, ids });

  const list = useSetsQuery(
    {
      type: 'folderSet',
      folderId: folderId ?? place,
      skip: page * TEMPLATES_PAGE_SIZE,
      limit: TEMPLATES_PAGE_SIZE,
      ...(location.search ? { search: location.search } : {}),
      ...sortQuery(sort),
    },
    { skip: root !== 'user' && !rootsKnown },
  );
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;

  // A page emptied by a delete or a move shows the last page that still has templates.
  useLastPageWhenEmptied(list, page, TEMPLATES_PAGE_SIZE, setPage);

  const { toggle, togglePage } = useCappedSelection(selected, setSelected, items.map((item) => item.id), ns('selection.capReached'));

  const [folderDialog, setFolderDialog] = useState<FolderDialog | null>(null);
  const [templatesDialog, setTemplatesDialog] = useState<TemplatesDialog>(null);
  const [createFolder, createState] = useCreateSetFolderMutation();
  const [updateFolder, updateState] = useUpdateSetFolderMutation();
  const [deleteFolder, deleteFolderState] = useDeleteSetFolderMutation();
  const [moveSets, moveState] = useMoveSetsMutation();
  const [deleteSets, deleteState] = useDeleteSetsMutation();
  const folderBusy = createState.isLoading || updateState.isLoading || deleteFolderState.isLoading;

  const openInDesigner = (template: SetSummary) => void navigate(`/clinician/designer/exerciseBrowser/${lastTab}/setBuilder/${encodeURIComponent(template.id)}`);
  const here = currentFolder ? `${t(`roots.${currentFolder.type}`)} / ${folderLabel(folders, currentFolder)}` : t(`roots.${place}`);

  const selectionLabels = {
    count: t('selection.count', { count: selected.length }),
    max: t('selection.max', { max: LIST_SELECTION_CAP }),
    clear: t('selection.clear'),
    full: t('selection.full', { max: LIST_SELECTION_CAP }),
  };

  const newFolder = () => {
    if (tooDeepForNewFolder(currentFolder)) dispatch(flashAdded('error', 'errors.maxFolderDepth'));
    else setFolderDialog({ kind: 'create' });
  };

  return (
    <PageLayout
      title={t('title')}
      subtitle={t('subtitle')}
      wide
      actions={
        <Button variant="contained" startIcon={<AddIcon />} disabled={readOnly} onClick={newFolder}>
          {t('folder.new')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, minHeight: 480 }}>
        {foldersQuery.isLoading ? (
          <LoadingState label={t('list.loading')} />
        ) : (
          <FolderNav roots={roots} folders={folders} root={currentRoot.kind} folderId={currentFolder?.id ?? null} openPath={path.map((f) => f.id)} onSelect={(kind, id) => goTo({ root: kind, folderId: id })} />
        )}

        <Box component="section" aria-labelledby="templates-place" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 52, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
            <FolderIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            <Typography id="templates-place" variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, fontSize: '1rem' }}>
              {here}
            </Typography>
            {readOnly && <Chip size="small" label={t('folder.readOnly')} />}
            {currentFolder && (
              <Box role="group" aria-label={t('folder.actions')} sx={{ display: 'flex', alignItems: 'center' }}>
                <Tooltip title={t('folder.rename')}>
                  <span>
                    <IconButton size="small" aria-label={t('folder.rename')} disabled={readOnly} onClick={() => setFolderDialog({ kind: 'rename', folder: currentFolder })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Button size="small" disabled={readOnly} onClick={() => setFolderDialog({ kind: 'move', folder: currentFolder })}>
                  {t('folder.move')}
                </Button>
                <Tooltip title={t('folder.delete')}>
                  <span>
                    <IconButton size="small" aria-label={t('folder.delete')} disabled={readOnly} onClick={() => setFolderDialog({ kind: 'delete', folder: currentFolder })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            )}
          </Box>

          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <SearchField value={typed} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), clear: t('search.clear') }} onChange={setTyped} onSubmit={searchNow} />
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
              {list.data && !list.isFetching ? t('list.count', { count: total }) : ''}
            </Typography>
          </Box>

          <SelectionToolbar count={selected.length} labels={selectionLabels} onClear={() => setSelected([])}>
            <Button size="small" variant="outlined" disabled={readOnly || selected.length === 0} onClick={() => setTemplatesDialog('move')}>
              {t('selection.move')}
            </Button>
            <Button size="small" variant="outlined" color="error" disabled={readOnly || selected.length === 0} onClick={() => setTemplatesDialog('delete')}>
              {t('selection.delete')}
            </Button>
          </SelectionToolbar>

          <ListBody
            query={list}
            labels={{ loading: t('list.loading'), error: t('list.error') }}
            empty={items.length === 0 ? { text: location.search ? t('list.emptySearch', { search: location.search }) : t('list.empty'), testId: 'templates-empty' } : null}
          >
            <TemplatesTable items={items} sort={sort} selected={selected} busy={list.isFetching} replacing={!list.currentData} onSort={(next) => goTo({ sort: next }, { replace: true })} onToggle={toggle} onTogglePage={togglePage} onOpen={openInDesigner} />
            <ListPagination total={total} page={page} pageSize={TEMPLATES_PAGE_SIZE} onPageChange={setPage} />
          </ListBody>
        </Box>
      </Paper>

      {folderDialog?.kind === 'create' && (
        <FolderNameDialog
          initial=""
          heading={t('folder.createTitle')}
          submitLabel={t('actions.create')}
          busy={folderBusy}
          onCancel={() => setFolderDialog(null)}
          onSave={async (title) => {
            const made = await run(() => createFolder({ title, type: place, parentId: folderId }).unwrap(), ns('flash.folderCreated'));
            if (made) setFolderDialog(null);
          }}
        />
      )}
      {folderDialog?.kind === 'rename' && (
        <FolderNameDialog
          initial={folderDialog.folder.title}
          heading={t('folder.renameTitle')}
          submitLabel={t('actions.save')}
          busy={folderBusy}
          onCancel={() => setFolderDialog(null)}
          onSave={async (title) => {
            const done = await run(() => updateFolder({ id: folderDialog.folder.id, body: { title } }).unwrap(), ns('flash.folderRenamed'));
            if (done) setFolderDialog(null);
          }}
        />
      )}
      {folderDialog?.kind === 'move' && (
        <MoveFolderDialog
          folder={folderDialog.folder}
          folders={folders}
          busy={folderBusy}
          onCancel={() => setFolderDialog(null)}
          onMove={async (parentId) => {
            const done = await run(() => updateFolder({ id: folderDialog.folder.id, body: { parentId } }).unwrap(), ns('flash.folderMoved'));
            if (done) setFolderDialog(null);
          }}
        />
      )}
      <ConfirmDialog
        open={folderDialog?.kind === 'delete'}
        destructive
        title={t('folder.deleteTitle')}
        message={folderDialog?.kind === 'delete' ? t('folder.deleteMessage', { title: folderDialog.folder.title }) : ''}
        confirmLabel={t('actions.delete')}
        busy={folderBusy}
        onCancel={() => setFolderDialog(null)}
        onConfirm={async () => {
          if (folderDialog?.kind !== 'delete') return;
          const { folder } = folderDialog;
          const done = await run(() => deleteFolder(folder.id).unwrap(), ns('flash.folderDeleted'));
          setFolderDialog(null);
          if (done) goTo({ folderId: folder.parentId });
        }}
      />

      {templatesDialog === 'move' && (
        <MoveTemplatesDialog
          count={selected.length}
          targets={templateTargets(roots, folders, { kind: place, folderId })}
          folders={folders}
          busy={moveState.isLoading}
          onCancel={() => setTemplatesDialog(null)}
          onMove={async (target) => {
            const ids = selected;
            const done = await run(() => moveSets({ ids, folderId: target }).unwrap(), ns('flash.moved'), { count: ids.length });
            if (done) {
              setSelected([]);
              setTemplatesDialog(null);
            }
          }}
        />
      )}
      <ConfirmDialog
        open={templatesDialog === 'delete'}
        destructive
        title={t('deleteTemplates.title', { count: selected.length })}
        message={t('deleteTemplates.message')}
        confirmLabel={t('actions.delete')}
        busy={deleteState.isLoading}
        onCancel={() => setTemplatesDialog(null)}
        onConfirm={async () => {
          const ids = selected;
          const done = await run(() => deleteSets(ids).unwrap(), ns('flash.deleted'), { count: ids.length });
          setTemplatesDialog(null);
          if (done) setSelected([]);
        }}
      />
    </PageLayout>
  );
}
