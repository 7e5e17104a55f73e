import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Tab, Tabs, Typography } from '@mui/material';
import type { EducationTab, SetContent } from '@openset/contracts';
import { ErrorPanel, ListPagination, LoadingState, SearchField, useSearchText } from '@openset/web-kit';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEducationPageQuery } from '../api/educationApi';
import { EDUCATION_NS } from '../i18n/strings';

type SetEducation = SetContent['education'][number];
const PAGE_SIZE = 50;
const TABS: readonly EducationTab[] = ['all', 'stock', 'custom'];

/**
 * The attach-education dialog of the set builder (spec section 2): the articles a page at a time,
 * searched, each attached with one button; a custom article is attached as it is now (its
 * snapshot), so later edits do not change what the client was given.
 */
export default function AttachEducationDialog({
  attached,
  onAttach,
  onClose,
}: {
  attached: readonly SetEducation[];
  onAttach: (education: SetEducation) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(EDUCATION_NS);
  const titleId = useId();
  const [tab, setTab] = useState<EducationTab>('all');
  const [page, setPage] = useState(0);
  const { typed, setTyped, search, searchNow } = useSearchText();
  useEffect(() => setPage(0), [search, tab]);
  const list = useEducationPageQuery({ tab, skip: page * PAGE_SIZE, limit: PAGE_SIZE, ...(search ? { search } : {}) });
  const attachedIds = new Set(attached.map((item) => item.id));
  const items = list.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('attach.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, next: EducationTab) => setTab(next)} aria-label={t('tabs.label')}>
          {TABS.map((value) => (
            <Tab key={value} value={value} label={t(`tabs.${value}`)} />
          ))}
        </Tabs>
        <div style={{ margin: '16px 0 8px' }}>
          <SearchField value={typed} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), clear: t('search.clear') }} onChange={setTyped} onSubmit={searchNow} />
        </div>
        {list.isLoading ? (
          <LoadingState label={t('list.loading')} />
        ) : list.isError ? (
          <ErrorPanel message={t('list.error')} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{search ? t('list.emptySearch', { search }) : t('list.empty')}</Typography>
        ) : (
          <>
            <List aria-label={t('list.label')} aria-busy={list.isFetching}>
              {items.map((item) => {
                const done = attachedIds.has(item.attach.id);
                return (
                  <ListItem
                    key={item.id}
                    divider
                    secondaryAction={
                      <Button size="small" variant={done ? 'text' : 'outlined'} disabled={done} aria-label={`${done ? t('attach.attached') : t('attach.attach')}: ${item.title}`} onClick={() => onAttach(item.attach)}>
                        {done ? t('attach.attached') : t('attach.attach')}
                      </Button>
                    }
                    sx={{ pr: 14 }}
                  >
                    <ListItemText primary={item.title} secondary={item.summary} slotProps={{ secondary: { noWrap: true } }} />
                  </ListItem>
                );
              })}
            </List>
            <ListPagination total={list.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('attach.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
