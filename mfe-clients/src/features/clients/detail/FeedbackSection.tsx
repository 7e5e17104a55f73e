import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ClientFeedback } from '@openset/contracts';
import { conversationTotal, ErrorPanel, LoadingState, OlderPagesFooter, useDateFormat, useOlderPages, useRunAction } from '@openset/web-kit';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { FEEDBACK_PAGE, useClientFeedbackInfiniteQuery, useClientSetsQuery, useMarkFeedbackReadMutation } from '../../clients-api/clientsApi';
import { ReplyForm } from './ReplyForm';

/**
 * The client's conversation with the clinicians (health information), newest first, a page at a
 * time ("Show older messages", as in the portal): the client's messages from the portal, new
 * ones marked, the set each is about when the client chose one, and the replies, each saying
 * whether the client has read it. "Mark as read" takes the client out of the list's unread
 * filter; a message to the client (the form above) does too. Shown at the top of the tracking
 * view; another client's conversation opens on its own first page.
 */
export function FeedbackSection({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const run = useRunAction();
  const pages = useClientFeedbackInfiniteQuery(clientId, { refetchOnMountOrArgChange: true });
  const [markRead, markState] = useMarkFeedbackReadMutation();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = conversationTotal(pages.data?.pages ?? []);
  const unread = items.filter((item) => item.from === 'client' && !item.read).length;
  const { showOlder, itemFocus } = useOlderPages(pages, items.length);
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
      {!pages.data && pages.isError ? (
        <ErrorPanel message={t('feedback.error')} onRetry={() => void pages.refetch()} />
      ) : !pages.data ? (
        <LoadingState label={t('feedback.loading')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('feedback.empty')}</Typography>
      ) : (
        <>
          <List disablePadding aria-labelledby={headingId}>
            <FeedbackItems clientId={clientId} items={items} itemFocus={itemFocus} />
          </List>
          {total > FEEDBACK_PAGE && (
            <OlderPagesFooter pages={pages} shown={items.length} total={total} onShowOlder={showOlder} />
          )}
        </>
      )}
    </Box>
  );
}

function FeedbackItems({ clientId, items, itemFocus }: { clientId: string; items: ClientFeedback[]; itemFocus: ReturnType<typeof useOlderPages>['itemFocus'] }) {
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
        {...itemFocus(index)}
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
