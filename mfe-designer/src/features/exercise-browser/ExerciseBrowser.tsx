import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { isStackType, type Element, type ElementListItem, type ExerciseFolder, type Resource } from '@openset/contracts';
import {
  addAppStrings,
  ConfirmDialog,
  ErrorPanel,
  flashAdded,
  LoadingState,
  RefreshBar,
  SearchField,
  SelectionToolbar,
  toggleSelection,
  useAppDispatch,
  useAppSelector,
  useLang,
  useRunAction,
  useSearchText,
} from '@openset/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BROWSER_TABS, useCategoriesQuery, useFoldersQuery, useLazyElementsByIdsQuery, type ListArgs } from './api/exercisesApi';
import { ElementDetailDialog } from './components/ElementDetailDialog';
import { ElementEditorDialog, type StackMember } from './components/ElementEditorDialog';
import { ElementList } from './components/ElementList';
import { ElementRow } from './components/ElementRow';
import { AddToSetButton } from './components/AddToSetButton';
import { BrowserNav } from './components/BrowserNav';
import { FolderBar } from './components/FolderBar';
import { FolderNameDialog, MoveFolderDialog } from './components/FolderDialogs';
import { KindFilterButtons } from './components/KindFilterButtons';
import { NewMenu } from './components/NewMenu';
import { VariantPicker } from './components/VariantPicker';
import { useBrowserActions } from './hooks/useBrowserActions';
import { useBrowserRoute } from './hooks/useBrowserRoute';
import { useElementPages } from './hooks/useElementPages';
import { browserStrings, BROWSER_NS, BROWSER_READ_ONLY } from './i18n/strings';
import { kindsQuery } from './model/filters';
import { childFolders, folderPath, tooDeepForNewFolder } from '../../shared/folders';
import { PlaylistAddIcon } from '../../shared/icons';
import type { ListRow } from './model/drop';
import { SELECTION_CAP } from './model/selection';
import { screenThumbnailWidth } from './model/thumbnails';
import { categoryChosen, kindToggled, selectCategoryId, selectKinds, selectSelection, selectionCleared, tabVisited } from './state/browserSlice';

addAppStrings(BROWSER_NS, browserStrings);

/** The pane keeps its height while loading or empty, so the page does not jump. */
const PANE_HEIGHT = { xs: 620, lg: 'max(460px, calc(100vh - 380px))' } as const;

/** The editor works on a full element (list rows are lean) and the media it already has. */
type Editing = { mode: 'exercise' | 'stack'; element: Element | null; members?: StackMember[]; resources?: Map<string, Resource> };
type FolderDialog = { kind: 'create' } | { kind: 'rename' | 'move'; folder: ExerciseFolder };
type Confirm = { kind: 'element'; element: ElementListItem } | { kind: 'folder'; folder: ExerciseFolder };

/**
 * The designer's left pane (spec section 2): stock, starred and custom tabs, exercise and stack
 * filters, search, categories and folders, the virtualised list, details and editors. "Add to
 * set" is the `exerciseBrowser/addToSet` action (state/browserSlice) for the set builder.
 */
export function ExerciseBrowser() {
  const { t } = useTranslation(BROWSER_NS);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const { tab, folderId, setIds, goTo } = useBrowserRoute();
  const kinds = useAppSelector(selectKinds);
  const categoryId = useAppSelector(selectCategoryId);
  const selection = useAppSelector(selectSelection);
  const thumbWidth = useMemo(screenThumbnailWidth, []);
  const actions = useBrowserActions(tab, folderId);

  const { typed, setTyped, search, searchNow } = useSearchText();

  useEffect(() => {
    dispatch(tabVisited(tab));
  }, [dispatch, tab]);

  const folders = useFoldersQuery(undefined, { skip: tab !== 'custom' });
  const categories = useCategoriesQuery(lang, { skip: tab !== 'stock' });
  const allFolders = useMemo(() => folders.data?.items ?? [], [folders.data]);
  const currentFolder = allFolders.find((folder) => folder.id === folderId) ?? null;

  const args: ListArgs = {
    tab,
    lang,
    query: {
      kinds: kindsQuery(kinds),
      imgWidth: thumbWidth,
      ...(search ? { search } : {}),
      ...(tab === 'stock' && categoryId ? { categoryId } : {}),
      // A search on the custom tab looks in every folder; browsing shows one folder.
      ...(tab === 'custom' && !search ? { folderId: folderId ?? 'root' } : {}),
    },
  };
  const pages = useElementPages(args);

  const rows: ListRow[] = useMemo(() => {
    const subfolders = tab === 'custom' && !search ? childFolders(allFolders, folderId) : [];
    return [...subfolders.map((folder) => ({ kind: 'folder' as const, folder })), ...pages.items.map((element) => ({ kind: 'element' as const, element }))];
  }, [tab, search, allFolders, folderId, pages.items]);

  const [detailId, setDetailId] = useState<string | null>(null);
  /** The stock row whose movement's variants are open. */
  const [variantsOf, setVariantsOf] = useState<ElementListItem | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialog | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const elementsById = useMemo(() => new Map(pages.items.map((element) => [element.id, element])), [pages.items]);

  const toggleSelect = (id: string) => {
    if (toggleSelection(selection, id, SELECTION_CAP).refused) {
      dispatch(flashAdded('warning', `${BROWSER_NS}:selection.capReached`, { max: SELECTION_CAP }));
      return;
    }
    actions.toggleSelect(id);
  };

  const openEditor = (mode: 'exercise' | 'stack', element: Element | null) => {
    const members: StackMember[] = selection
      .map((id) => elementsById.get(id))
      .filter((element): element is ElementListItem => Boolean(element && !isStackType(element.type)))
      .map((element) => ({ id: element.id, title: element.title, thumbnailId: element.thumbnailId }));
    setEditing({ mode, element, members });
  };

  // List rows carry no instructions or media: the editor opens on the full element.
  const [fetchElements] = useLazyElementsByIdsQuery();
  const runAction = useRunAction(BROWSER_READ_ONLY);
  const editElement = async (id: string) => {
    const page = await runAction(() => fetchElements({ ids: [id], imgWidth: thumbWidth }).unwrap());
    const element = page?.items[0];
    if (!page || !element) return;
    const resources = new Map(page.resources.map((resource) => [resource.id, resource]));
    setEditing({ mode: isStackType(element.type) ? 'stack' : 'exercise', element, resources });
  };

  const categoryTitles = useMemo(() => {
    const titles = new Map(pages.categories);
    for (const c of categories.data?.items ?? []) titles.set(c.id, c);
    return titles;
  }, [pages.categories, categories.data]);

  const path = folderPath(allFolders, folderId);
  const emptyText = search
    ? t('list.emptySearch', { search })
    : tab === 'starred'
      ? t('list.emptyStarred')
      : tab === 'custom'
        ? t('list.emptyCustom')
        : t('list.emptyStock');
  const hasNav = tab !== 'starred';
  const draggable = tab !== 'stock' && !search;

  return (
    <Box>
      {/* Scrolled with arrows where the three names do not fit ('Personnalisés' was cut off on a phone). */}
      <Tabs value={tab} aria-label={t('tabs.label')} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        {BROWSER_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} component={Link} to={`../exerciseBrowser/${name}/setBuilder${setIds ? `/${setIds}` : ''}`} />
        ))}
      </Tabs>

      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchField value={typed} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), clear: t('search.clear') }} onChange={setTyped} onSubmit={searchNow} />
        <KindFilterButtons value={kinds} onToggle={(which) => dispatch(kindToggled(which))} />
        <NewMenu
          allowFolder={tab === 'custom'}
          onChoose={(kind) => {
            if (kind !== 'folder') openEditor(kind, null);
            else if (tooDeepForNewFolder(currentFolder)) dispatch(flashAdded('error', 'errors.maxFolderDepth'));
            else setFolderDialog({ kind: 'create' });
          }}
        />
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: hasNav ? { xs: '1fr', md: '210px minmax(0, 1fr)' } : '1fr' }}>
        {tab === 'stock' && (
          <BrowserNav kind="categories" maxHeight={PANE_HEIGHT} categories={categories.data?.items} selectedId={categoryId} onSelect={(id) => dispatch(categoryChosen(id))} />
        )}
        {tab === 'custom' && (
          <BrowserNav kind="folders" maxHeight={PANE_HEIGHT} folders={allFolders} selectedId={folderId} openPath={path.map((f) => f.id)} onSelect={(id) => goTo('custom', id)} />
        )}

        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', height: PANE_HEIGHT }}>
          {tab === 'custom' && (
            <FolderBar
              path={path}
              current={currentFolder}
              onOpen={(id) => goTo('custom', id)}
              onCommand={(command, folder) => (command === 'delete' ? setConfirm({ kind: 'folder', folder }) : setFolderDialog({ kind: command, folder }))}
            />
          )}

          <SelectionToolbar
            count={selection.length}
            cap={SELECTION_CAP}
            labels={{
              count: t('selection.count', { count: selection.length }),
              max: t('selection.max', { max: SELECTION_CAP }),
              clear: t('selection.clear'),
              full: t('selection.capReached', { max: SELECTION_CAP }),
            }}
            onClear={() => dispatch(selectionCleared())}
            summary={!pages.loading && !pages.error ? t('list.count', { count: pages.total }) : ''}
          >
            <Button size="small" variant="contained" startIcon={<PlaylistAddIcon />} disabled={selection.length === 0} onClick={() => actions.sendToSet(selection)}>
              {t('selection.addToSet')}
            </Button>
          </SelectionToolbar>

          <RefreshBar shown={pages.replacing} />
          {pages.error ? (
            <ErrorPanel message={t('errors.list')} onRetry={pages.retry} />
          ) : pages.loading ? (
            <LoadingState label={t('list.loading')} />
          ) : rows.length === 0 ? (
            <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, px: 4, textAlign: 'center' }}>
              <Typography color="text.secondary" sx={{ maxWidth: 380 }} data-testid="browser-empty">
                {emptyText}
              </Typography>
            </Box>
          ) : (
            <ElementList
              label={t('list.label')}
              rows={rows}
              draggable={draggable}
              reorderOnly={tab === 'starred'}
              thumbWidth={thumbWidth}
              hasMore={pages.items.length < pages.total}
              loadingMore={pages.fetching}
              onLoadMore={pages.loadMore}
              onOpenFolder={(folder) => goTo('custom', folder.id)}
              onDrop={(action) => void actions.drop(action)}
              renderElement={(element, handle) => (
                <ElementRow
                  element={element}
                  thumbWidth={thumbWidth}
                  categoryTitle={element.categoryId ? categoryTitles.get(element.categoryId)?.title : undefined}
                  selected={selection.includes(element.id)}
                  onToggleSelect={() => toggleSelect(element.id)}
                  onOpen={() => setDetailId(element.id)}
                  onToggleStar={() => void actions.toggleStar(element)}
                  starBusy={actions.starBusyId === element.id}
                  onEdit={element.readOnly ? undefined : () => void editElement(element.id)}
                  onDelete={element.readOnly ? undefined : () => setConfirm({ kind: 'element', element })}
                  handle={handle}
                  addToSet={<AddToSetButton id={element.id} title={element.title} onAdd={() => actions.sendToSet([element.id])} />}
                  variants={
                    element.movementKey && (element.variantCount ?? 1) > 1
                      ? { count: element.variantCount ?? 1, onOpen: () => setVariantsOf(element) }
                      : undefined
                  }
                />
              )}
            />
          )}
        </Box>
      </Box>

      <VariantPicker
        row={variantsOf}
        query={{
          ...(search ? { search } : {}),
          ...(tab === 'stock' && categoryId ? { categoryId } : {}),
        }}
        lang={args.lang}
        thumbWidth={thumbWidth}
        isSelected={(id) => selection.includes(id)}
        onToggleSelect={toggleSelect}
        onOpen={setDetailId}
        onAddToSet={(id) => actions.sendToSet([id])}
        onToggleStar={(element) => void actions.toggleStar(element)}
        starBusyId={actions.starBusyId}
        onClose={() => setVariantsOf(null)}
      />

      <ElementDetailDialog
        elementId={detailId}
        thumbWidth={thumbWidth}
        starBusy={actions.starBusyId === detailId}
        onClose={() => setDetailId(null)}
        onToggleStar={(element) => void actions.toggleStar(element)}
        onEdit={(element) => {
          setDetailId(null);
          void editElement(element.id);
        }}
        onDelete={(element) => {
          setDetailId(null);
          setConfirm({ kind: 'element', element });
        }}
        onAddToSet={(element) => {
          setDetailId(null);
          setVariantsOf(null);
          actions.sendToSet([element.id]);
        }}
      />

      {editing && (
        <ElementEditorDialog
          mode={editing.mode}
          element={editing.element}
          initialMembers={editing.members}
          resources={editing.resources ?? pages.resources}
          busy={actions.saving}
          onCancel={() => setEditing(null)}
          onSave={async (result) => {
            if (await actions.save(editing.mode, editing.element, result)) setEditing(null);
          }}
        />
      )}

      {folderDialog?.kind === 'create' && (
        <FolderNameDialog
          initial=""
          heading={t('folders.createTitle')}
          busy={actions.folderBusy}
          onCancel={() => setFolderDialog(null)}
          onSave={async (title) => {
            if (await actions.newFolder(title, currentFolder)) setFolderDialog(null);
          }}
        />
      )}
      {folderDialog?.kind === 'rename' && (
        <FolderNameDialog
          initial={folderDialog.folder.title}
          heading={t('folders.renameTitle')}
          busy={actions.folderBusy}
          onCancel={() => setFolderDialog(null)}
          onSave={async (title) => {
            if (await actions.renameFolder(folderDialog.folder, title)) setFolderDialog(null);
          }}
        />
      )}
      {folderDialog?.kind === 'move' && (
        <MoveFolderDialog
          folder={folderDialog.folder}
          folders={allFolders}
          busy={actions.folderBusy}
          onCancel={() => setFolderDialog(null)}
          onMove={async (parentId) => {
            if (await actions.moveFolder(folderDialog.folder, parentId)) setFolderDialog(null);
          }}
        />
      )}

      <ConfirmDialog
        open={confirm !== null}
        destructive
        title={confirm?.kind === 'folder' ? t('folders.deleteTitle') : t('confirm.deleteTitle', { count: 1 })}
        message={
          confirm?.kind === 'folder'
            ? t('folders.deleteMessage', { title: confirm.folder.title })
            : confirm && isStackType(confirm.element.type)
              ? t('confirm.deleteStackMessage', { title: confirm.element.title })
              : t('confirm.deleteMessage', { title: confirm?.element.title ?? '' })
        }
        confirmLabel={t('actions.delete')}
        busy={actions.removing || actions.folderBusy}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          if (confirm.kind === 'folder') {
            const done = await actions.removeFolder(confirm.folder);
            setConfirm(null);
            if (done) goTo('custom', confirm.folder.parentId);
          } else {
            await actions.remove(confirm.element);
            setConfirm(null);
          }
        }}
      />
    </Box>
  );
}
