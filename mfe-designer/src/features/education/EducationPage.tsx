import { Alert, Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { EducationArticle, EducationTab } from '@openset/contracts';
import {
  ConfirmDialog,
  ErrorPanel,
  ListPagination,
  LoadingState,
  PageLayout,
  SearchField,
  useLang,
  usePageTitleDetail,
  useClinicianProfileQuery,
  useRunAction,
  useSearchText,
} from '@openset/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import {
  useCopyEducationMutation,
  useCreateEducationMutation,
  useDeleteEducationMutation,
  useEducationByIdsQuery,
  useEducationPageQuery,
  useUpdateEducationMutation,
} from './api/educationApi';
import { ArticleBody } from './components/ArticleBody';
import { ArticleForm } from './components/ArticleForm';
import { EDUCATION_NS, EDUCATION_READ_ONLY } from './i18n/strings';
import { draftOf, emptyDraft, isDirty, type ArticleDraft } from './model/draft';

const PAGE_SIZE = 50;
/** The tabs: everything, the library, every custom article, and one owner's (team and organisation when shared). */
const tabsOf = (profile: { teamEducation?: unknown; orgEducation?: unknown } | undefined): EducationTab[] => [
  'all',
  'stock',
  'custom',
  'user',
  ...(profile?.teamEducation ? (['team'] as const) : []),
  ...(profile?.orgEducation ? (['org'] as const) : []),
];
const BASE = '/clinician/education';

interface Editing {
  article: EducationArticle | null;
  initial: ArticleDraft;
  draft: ArticleDraft;
}

/**
 * The education manager (spec section 2, `education/:educationId?`): the articles a page at a
 * time with tabs and the 1 s search, the chosen one to read, and custom ones to write, edit,
 * copy and delete. Leaving an edited article with changes unsaved asks first (section 5).
 */
export function EducationPage() {
  const { t } = useTranslation(EDUCATION_NS);
  const lang = useLang();
  const navigate = useNavigate();
  const { educationId } = useParams();
  const [tab, setTab] = useState<EducationTab>('all');
  const tabs = tabsOf(useClinicianProfileQuery().data);
  const [page, setPage] = useState(0);
  const { typed, setTyped, search, searchNow } = useSearchText();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'discard' | null>(null);
  const runAction = useRunAction(EDUCATION_READ_ONLY);
  const list = useEducationPageQuery({ tab, skip: page * PAGE_SIZE, limit: PAGE_SIZE, ...(search ? { search } : {}) });
  const chosen = useEducationByIdsQuery(educationId ? [educationId] : [], { skip: !educationId });
  const article = educationId ? (chosen.data?.items[0] ?? null) : null;
  const [create, createState] = useCreateEducationMutation();
  const [update, updateState] = useUpdateEducationMutation();
  const [copy, copyState] = useCopyEducationMutation();
  const [remove, removeState] = useDeleteEducationMutation();
  const busy = createState.isLoading || updateState.isLoading || copyState.isLoading || removeState.isLoading;
  const dirty = editing !== null && isDirty(editing.draft, editing.initial);
  usePageTitleDetail(editing ? (editing.article?.title ?? t('form.newTitle')) : (article?.title ?? null));

  // Leaving the page or choosing another article with unsaved changes asks first.
  // A ref, so a save that opens the saved article is not asked about on its way out.
  const guarded = useRef(false);
  guarded.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarded.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => setPage(0), [search, tab]);

  const open = (id: string) => void navigate(`${BASE}/${encodeURIComponent(id)}`);
  const startNew = () => {
    const initial = emptyDraft(lang);
    setEditing({ article: null, initial, draft: initial });
  };
  const startEdit = (current: EducationArticle) => {
    const initial = draftOf(current);
    setEditing({ article: current, initial, draft: initial });
  };
  const cancelEdit = () => (dirty ? setConfirm('discard') : setEditing(null));
  const save = async () => {
    if (!editing) return;
    const { title, summary, body, lang: written, scope, attachmentIds } = editing.draft;
    const content = { title: title.trim(), summary: summary.trim(), body, lang: written, attachmentIds };
    const saved = await runAction(
      () => (editing.article ? update({ id: editing.article.id, body: content }).unwrap() : create({ ...content, scope }).unwrap()),
      `${EDUCATION_NS}:flash.saved`,
    );
    if (!saved) return;
    guarded.current = false;
    setEditing(null);
    if (saved.id !== educationId) open(saved.id);
  };
  const copyArticle = async (current: EducationArticle) => {
    const copied = await runAction(() => copy(current.id).unwrap(), `${EDUCATION_NS}:flash.copied`);
    if (copied) open(copied.id);
  };
  const deleteArticle = async () => {
    if (!article) return;
    const done = await runAction(() => remove([article.id]).unwrap(), `${EDUCATION_NS}:flash.deleted`);
    setConfirm(null);
    if (done) void navigate(BASE);
  };

  const items = list.data?.items ?? [];
  return (
    <PageLayout
      title={t('title')}
      subtitle={t('subtitle')}
      wide
      actions={
        <Button variant="contained" onClick={startNew} disabled={editing !== null}>
          {t('actions.new')}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box component="section" aria-label={t('list.label')} sx={{ width: { xs: '100%', md: 380 }, flexShrink: 0 }}>
          <Tabs value={tab} onChange={(_event, next: EducationTab) => setTab(next)} aria-label={t('tabs.label')} variant="scrollable">
            {tabs.map((value) => (
              <Tab key={value} value={value} label={t(`tabs.${value}`)} />
            ))}
          </Tabs>
          <Box sx={{ my: 2 }}>
            <SearchField value={typed} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), clear: t('search.clear') }} onChange={setTyped} onSubmit={searchNow} />
          </Box>
          {list.isLoading ? (
            <LoadingState label={t('list.loading')} />
          ) : list.isError ? (
            <ErrorPanel message={t('list.error')} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <Typography color="text.secondary">{search ? t('list.emptySearch', { search }) : t('list.empty')}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" role="status">
                {t('list.count', { count: list.data?.total ?? 0 })}
              </Typography>
              <List aria-label={t('list.label')} aria-busy={list.isFetching}>
                {items.map((item) => (
                  <ListItem key={item.id} disablePadding>
                    <ListItemButton selected={item.id === educationId} aria-current={item.id === educationId ? 'page' : undefined} onClick={() => open(item.id)}>
                      <ListItemText primary={item.title} secondary={item.summary} slotProps={{ secondary: { noWrap: true } }} />
                      {item.scope !== 'stock' && <Chip size="small" label={t(`scope.${item.scope}`)} sx={{ ml: 1 }} />}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
              <ListPagination total={list.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
            </>
          )}
        </Box>

        <Paper variant="outlined" component="section" aria-label={article?.title ?? t('title')} sx={{ flex: 1, p: 3, width: '100%', minWidth: 0 }}>
          {editing ? (
            <ArticleForm
              key={editing.article?.id ?? 'new'}
              article={editing.article}
              draft={editing.draft}
              busy={busy}
              onChange={(draft) => setEditing({ ...editing, draft })}
              onSave={() => void save()}
              onCancel={cancelEdit}
            />
          ) : !educationId ? (
            <Typography color="text.secondary">{t('view.choose')}</Typography>
          ) : chosen.isLoading ? (
            <LoadingState label={t('view.loading')} />
          ) : !article ? (
            <Alert severity="warning">{t('view.missing')}</Alert>
          ) : (
            <Stack spacing={2}>
              <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h4" component="h2" sx={{ flex: 1, minWidth: 200 }} lang={article.lang}>
                  {article.title}
                </Typography>
                {article.readOnly && article.scope !== 'stock' && <Chip size="small" label={t('view.readOnly')} />}
                {!article.readOnly && (
                  <Button onClick={() => startEdit(article)} disabled={busy}>
                    {t('actions.edit')}
                  </Button>
                )}
                <Button onClick={() => void copyArticle(article)} disabled={busy}>
                  {t('actions.copy')}
                </Button>
                {!article.readOnly && (
                  <Button color="error" onClick={() => setConfirm('delete')} disabled={busy}>
                    {t('actions.delete')}
                  </Button>
                )}
              </Stack>
              <ArticleBody article={article} />
            </Stack>
          )}
        </Paper>
      </Stack>

      <ConfirmDialog
        open={confirm === 'delete'}
        destructive
        busy={removeState.isLoading}
        title={t('confirm.deleteTitle')}
        message={t('confirm.deleteMessage', { title: article?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        onConfirm={() => void deleteArticle()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'discard' || blocker.state === 'blocked'}
        destructive
        title={t('confirm.unsavedTitle')}
        message={t('confirm.unsavedMessage')}
        confirmLabel={t('actions.discard')}
        onConfirm={() => {
          setConfirm(null);
          setEditing(null);
          if (blocker.state === 'blocked') blocker.proceed();
        }}
        onCancel={() => {
          setConfirm(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </PageLayout>
  );
}
