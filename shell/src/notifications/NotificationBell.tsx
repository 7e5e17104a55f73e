import { Badge, Box, IconButton, Link, List, ListItem, Popover, Typography } from '@mui/material';
import type { ClinicianNotification } from '@openset/contracts';
import { addAppStrings, LoadingState, pathIcon, useDateFormat, visuallyHidden } from '@openset/web-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMarkNotificationsViewedMutation, useNotificationsQuery } from './notificationsApi';
import { NOTIFICATIONS_NS, notificationsStrings } from './strings';
import { useLiveNotifications } from './useLiveNotifications';

addAppStrings(NOTIFICATIONS_NS, notificationsStrings);

// Material Design "notifications" (Apache-2.0).
const BellIcon = pathIcon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
);

/** Where a notification leads: the client's messages, the outcome, or nowhere (a team change). */
function targetOf(notification: ClinicianNotification): string | null {
  if (notification.kind === 'clientMessage' && notification.clientId) return `/clinician/clients/${notification.clientId}/tracking`;
  if ((notification.kind === 'outcomeCompleted' || notification.kind === 'scheduleFinished') && notification.referenceId) {
    return `/clinician/outcomes/${notification.referenceId}`;
  }
  return null;
}

/**
 * The bell of the clinician's frame: the unread count as a badge, kept current without a reload
 * (server-sent events); opening it lists the newest and marks them all viewed (spec: markRead
 * marks all as viewed), the new ones still told apart until it closes.
 */
export function NotificationBell({ tone }: { tone: 'dark' | 'light' }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  useLiveNotifications();
  const { data, isLoading, isError } = useNotificationsQuery();
  const [markViewed] = useMarkNotificationsViewedMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<ClinicianNotification[] | null>(null);
  const titleId = useId();
  const formatDate = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const unread = data?.unread ?? 0;

  const open = (target: HTMLElement) => {
    setAnchor(target);
    // What was new when opened stays marked new while the list is open.
    setShown(data?.items ?? null);
    if (unread > 0) void markViewed();
  };
  const close = () => {
    setAnchor(null);
    setShown(null);
  };
  const items = shown ?? data?.items ?? [];

  return (
    <>
      <IconButton
        color={tone === 'dark' ? 'inherit' : 'default'}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => open(event.currentTarget)}
        data-testid="notification-bell"
      >
        {/* The name is the hidden text, which says the count: the badge only shows it (and keeps
            its last figure while it fades out, which a name of its own would contradict). */}
        <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          <BellIcon />
        </Badge>
        <Box component="span" sx={visuallyHidden} data-testid="notification-bell-name">
          {unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        </Box>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: '95vw' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('title')}
          </Typography>
          {isLoading && <LoadingState label={t('loading')} />}
          {isError && <Typography color="error">{t('failed')}</Typography>}
          {!isLoading && !isError && items.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
          <List dense disablePadding>
            {items.map((notification) => {
              const target = targetOf(notification);
              return (
                <ListItem key={notification.id} disableGutters sx={{ display: 'block', borderTop: 1, borderColor: 'divider', py: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: notification.viewed ? 400 : 700 }}>
                    {!notification.viewed && <Box component="span" sx={{ color: 'error.main', mr: 1 }}>{t('unread')}</Box>}
                    {t(`kind.${notification.kind}`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatDate.format(new Date(notification.createdAt))}
                  </Typography>
                  {target && (
                    <Link component={RouterLink} to={target} onClick={close} variant="body2">
                      {t(`open.${notification.kind}`)}
                    </Link>
                  )}
                </ListItem>
              );
            })}
          </List>
        </Box>
      </Popover>
    </>
  );
}
