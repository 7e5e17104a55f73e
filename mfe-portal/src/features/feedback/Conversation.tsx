import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { conversationTotal, OlderPagesFooter, useDateFormat, useOlderPages } from '@openset/web-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { NS } from '../../i18n/strings';
import { isNewReply, markRepliesRead, MESSAGES_PAGE, usePortalMessagesInfiniteQuery, usePortalSetsQuery } from '../portal/portalApi';
import { ReadFailedNote } from '../portal/ReadFailedNote';
import { useRetryWhenOnline } from '../portal/useRetryWhenOnline';

/**
 * The client's conversation with the clinicians, newest first: their messages, each saying
 * whether a clinician has read it (without that a client could not tell whether "Message sent"
 * reached anyone), and the clinicians' replies, new ones marked. Ten first; "Show older
 * messages" reads the next ten. Messages still waiting to send are listed by the form, in the
 * outbox's order.
 *
 * Replies shown are marked read on the server (the tab's count goes), and stay marked "New"
 * here until the client leaves the tab: read again, they would lose the mark before the client
 * had seen which were new.
 */
export function Conversation({ online }: { online: boolean }) {
  const { t } = useTranslation(NS);
  const pages = usePortalMessagesInfiniteQuery();
  const sets = usePortalSetsQuery().data?.items ?? [];
  const messages = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = conversationTotal(pages.data?.pages ?? []);
  const failed = !pages.data && pages.isError;
  useRetryWhenOnline(online, failed, pages.refetch);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const { showOlder, itemFocus } = useOlderPages(pages, messages.length);

  const dispatch = useDispatch();
  const [seenNew, setSeenNew] = useState<ReadonlySet<string>>(new Set());
  const unreadReplies = messages.filter(isNewReply).map((message) => message.id);
  const unreadKey = unreadReplies.join();
  useEffect(() => {
    if (unreadReplies.length === 0) return;
    setSeenNew((before) => new Set([...before, ...unreadReplies]));
    void markRepliesRead(dispatch);
  }, [unreadKey]); // the replies not yet read are what this effect is about

  const setName = (setId: string | null) => {
    const set = setId ? sets.find((candidate) => candidate.id === setId) : undefined;
    return set ? set.title || set.savename : null;
  };

  return (
    <Box component="section" aria-labelledby="feedback-sent">
      <Typography id="feedback-sent" variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('feedback.sent.heading')}
      </Typography>
      <Box role="status" aria-live="polite">
        {pages.isLoading && <Typography sx={{ mb: 1 }}>{t('feedback.sent.loading')}</Typography>}
      </Box>
      {failed && (
        <ReadFailedNote
          online={online}
          message={t(online ? 'feedback.sent.failed' : 'feedback.sent.offline')}
          retryLabel={t('feedback.sent.retry')}
          onRetry={() => void pages.refetch()}
        />
      )}
      <List dense aria-labelledby="feedback-sent">
        {messages.map((message, index) => {
          const about = setName(message.setId);
          const reply = message.from === 'clinician';
          return (
            <ListItem
              key={message.id}
              {...itemFocus(index)}
              data-testid="feedback-sent"
              sx={{ gap: 1, alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={message.text}
                secondary={
                  <>
                    <time dateTime={message.created}>{dates.format(new Date(message.created))}</time>
                    {reply && ` · ${message.authorName ? t('feedback.sent.replyFrom', { name: message.authorName }) : t('feedback.sent.reply')}`}
                    {about && ` · ${t('feedback.sent.about', { name: about })}`}
                  </>
                }
                slotProps={{ primary: { sx: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } } }}
              />
              {reply ? (
                (seenNew.has(message.id) || isNewReply(message)) && <Chip size="small" color="primary" label={t('feedback.sent.new')} />
              ) : (
                <Chip
                  size="small"
                  color={message.read ? 'success' : 'default'}
                  variant={message.read ? 'filled' : 'outlined'}
                  label={t(message.read ? 'feedback.sent.read' : 'feedback.sent.unread')}
                />
              )}
            </ListItem>
          );
        })}
        {pages.data && messages.length === 0 && (
          <ListItem>
            <ListItemText primary={t('feedback.sent.none')} />
          </ListItem>
        )}
      </List>
      {total > MESSAGES_PAGE && (
        <OlderPagesFooter pages={pages} shown={messages.length} total={total} onShowOlder={showOlder} offline={!online} />
      )}
    </Box>
  );
}
