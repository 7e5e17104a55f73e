import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ClientFeedback } from '@openset/contracts';
import { ErrorPanel, LoadingState, useAppSelector, useDateFormat, useRunAction } from '@openset/web-kit';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { clientsApi, useClientFeedbackQuery, useClientSetsQuery, useMarkFeedbackReadMutation } from '../../clients-api/clientsApi';
import { ReplyForm } from './ReplyForm';

/** Messages a page: the newest first, and the tracking below them stays in reach. */
export const FEEDBACK_PAGE = 10;

/**
 * The client's conversation with the clinicians (health information), newest first, a page at a
 * time ("Show older messages"): the client's messages from the portal, new ones marked, the set
 * each is about when the client chose one, and the replies, each saying whether the client has
 * read it. "Mark as read" takes the client out of the list's unread filter; a message to the
 * client (the form above) does too. Shown at the top of the tracking view, keyed by the client
 * so that another client's opens on its first page.
 */
export function FeedbackSection({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const run = useRunAction();
  const first = useClientFeedbackQuery({ id: clientId, skip: 0, limit: FEEDBACK_PAGE }, { refetchOnMountOrArgChange: true });
  const [markRead, markState] = useMarkFeedbackReadMutation();
  // Pages shown, older ones each read on their own (mounted per client: another starts at one).
  const [pageCount, setPageCount] = useState(1);
  const unread = first.data?.items.filter((item) => item.from === 'client' && !item.read).length ?? 0;
  const total = first.data?.total ?? 0;
  // The messages on the screen: the older pages count once they are in.
  const olderShown = useAppSelector((state) =>
    Array.from({ length: pageCount - 1 }, (_, index) => olderPage(clientId, index)).reduce(
      (sum, page) => sum + (feedbackPageIn(state, page)?.items.length ?? 0),
      0,
    ),
  );
  const shown = (first.data?.items.length ?? 0) + olderShown;
  const heading = useRef<HTMLHeadingElement>(null);
  // The button goes with the last unread message: the focus goes to the heading, not to the page.
  const markAllRead = async () => {
    if (await run(() => markRead(clientId).unwrap())) heading.current?.focus();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} ref={heading} tabIndex={-1} variant="h6" component="h2">
          {t('feedback.heading')}
        </Typography>
        {unread > 0 && (
          <Button variant="outlined" disabled={markState.isLoading} onClick={() => void markAllRead()}>
            {t('feedback.markRead')}
          </Button>
        )}
      </Stack>
      <ReplyForm clientId={clientId} clientName={clientName} />
      {first.isError ? (
        <ErrorPanel message={t('feedback.error')} onRetry={() => void first.refetch()} />
      ) : !first.data ? (
        <LoadingState label={t('feedback.loading')} />
      ) : first.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('feedback.empty')}</Typography>
      ) : (
        <>
          <List disablePadding aria-labelledby={headingId}>
            <FeedbackItems clientId={clientId} items={first.data.items} />
            {Array.from({ length: pageCount - 1 }, (_, index) => (
              <OlderFeedback key={index} page={olderPage(clientId, index)} />
            ))}
          </List>
          {total > FEEDBACK_PAGE && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('feedback.shown', { shown, total })}
              </Typography>
              {pageCount * FEEDBACK_PAGE < total && <Button onClick={() => setPageCount(pageCount + 1)}>{t('feedback.older')}</Button>}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * An older page, read when asked for. The focus goes to its first message once it is in: the
 * button that asked may go with the last page, and the reader goes on where the list does.
 */
function OlderFeedback({ page: args }: { page: FeedbackPage }) {
  const { t } = useTranslation(NS);
  const page = useClientFeedbackQuery(args);
  const firstItem = useRef<HTMLLIElement>(null);
  const loaded = page.data !== undefined;
  useEffect(() => {
    if (loaded) firstItem.current?.focus();
  }, [loaded]);
  if (page.isError) {
    return (
      <ListItem disableGutters>
        <ErrorPanel message={t('feedback.error')} onRetry={() => void page.refetch()} />
      </ListItem>
    );
  }
  if (!page.data) {
    return (
      <ListItem disableGutters>
        <LoadingState label={t('feedback.loading')} />
      </ListItem>
    );
  }
  return <FeedbackItems clientId={args.id} items={page.data.items} firstItem={firstItem} />;
}

type FeedbackPage = { id: string; skip: number; limit: number };
type FeedbackSelector = ReturnType<typeof clientsApi.endpoints.clientFeedback.select>;
/**
 * A page as the cache holds it (undefined until it is in). The store's type is the shell's,
 * which does not know the endpoints this remote injects into the one api at run time.
 */
const feedbackPageIn = (state: unknown, page: FeedbackPage) => clientsApi.endpoints.clientFeedback.select(page)(state as Parameters<FeedbackSelector>[0]).data;
/** The older page `index` (0 for the second page of all). */
const olderPage = (id: string, index: number): FeedbackPage => ({ id, skip: (index + 1) * FEEDBACK_PAGE, limit: FEEDBACK_PAGE });

function FeedbackItems({ clientId, items, firstItem }: { clientId: string; items: ClientFeedback[]; firstItem?: Ref<HTMLLIElement> }) {
  const { t } = useTranslation(NS);
  const sets = useClientSetsQuery(clientId);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const setName = (setId: string | null) => {
    const set = setId ? sets.data?.items.find((candidate) => candidate.id === setId) : undefined;
    return set ? set.savename || set.title : null;
  };
  return items.map((item, index) => {
    const about = setName(item.setId);
    const reply = item.from === 'clinician';
    const author = reply && (item.authorName ? t('feedback.replyFrom', { name: item.authorName }) : t('feedback.yourReply'));
    return (
      <ListItem
        key={item.id}
        ref={index === 0 ? firstItem : undefined}
        tabIndex={index === 0 && firstItem ? -1 : undefined}
        divider
        disableGutters
        data-testid="feedback-item"
        sx={{ alignItems: 'flex-start' }}
      >
        <ListItemText
          primary={<Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.text}</Typography>}
          secondary={[dates.format(new Date(item.created)), author, about && t('feedback.about', { name: about })].filter(Boolean).join(' · ')}
        />
        {reply ? (
          <Chip size="small" variant="outlined" color={item.read ? 'success' : 'default'} label={t(item.read ? 'feedback.readByClient' : 'feedback.unreadByClient')} sx={{ ml: 1, mt: 0.5 }} />
        ) : (
          !item.read && <Chip size="small" color="primary" label={t('feedback.new')} sx={{ ml: 1, mt: 0.5 }} />
        )}
      </ListItem>
    );
  });
}
