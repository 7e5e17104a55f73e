import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ErrorPanel, LoadingState, useRunAction } from '@openset/web-kit';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useClientFeedbackQuery, useClientSetsQuery, useMarkFeedbackReadMutation } from '../../clients-api/clientsApi';

/**
 * The client's messages from the portal (health information), newest first: new ones marked,
 * the set each is about when the client chose one, and "Mark as read", which takes the client
 * out of the list's unread filter. Shown at the top of the tracking view.
 */
export function FeedbackSection({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const run = useRunAction();
  const feedback = useClientFeedbackQuery(clientId, { refetchOnMountOrArgChange: true });
  const sets = useClientSetsQuery(clientId);
  const [markRead, markState] = useMarkFeedbackReadMutation();
  const dates = useMemo(() => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' }), [i18n.resolvedLanguage]);
  const setName = (setId: string | null) => {
    const set = setId ? sets.data?.items.find((candidate) => candidate.id === setId) : undefined;
    return set ? set.savename || set.title : null;
  };
  const unread = feedback.data?.items.filter((item) => !item.read).length ?? 0;
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
      {feedback.isError ? (
        <ErrorPanel message={t('feedback.error')} onRetry={() => void feedback.refetch()} />
      ) : !feedback.data ? (
        <LoadingState label={t('feedback.loading')} />
      ) : feedback.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('feedback.empty')}</Typography>
      ) : (
        <List disablePadding aria-labelledby={headingId}>
          {feedback.data.items.map((item) => {
            const about = setName(item.setId);
            return (
              <ListItem key={item.id} divider disableGutters data-testid="feedback-item" sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={<Typography sx={{ whiteSpace: 'pre-line' }}>{item.text}</Typography>}
                  secondary={[dates.format(new Date(item.created)), about && t('feedback.about', { name: about })].filter(Boolean).join(' · ')}
                />
                {!item.read && <Chip size="small" color="primary" label={t('feedback.new')} sx={{ ml: 1, mt: 0.5 }} />}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
