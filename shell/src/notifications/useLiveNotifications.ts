import { NOTIFICATION_EVENT, notificationRoutes } from '@openset/contracts';
import { routeUrl, useAppDispatch } from '@openset/web-kit';
import { useEffect } from 'react';
import { NOTIFICATIONS_TAG, notificationsApi } from './notificationsApi';

/**
 * Reads the bell's list again whenever the server announces a change (server-sent events of the
 * live route). EventSource reconnects by itself after a network loss; the list is read again on
 * each (re)connection, so what was announced meanwhile is not missed.
 */
export function useLiveNotifications(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(routeUrl(notificationRoutes.live), { withCredentials: true });
    const refresh = () => dispatch(notificationsApi.util.invalidateTags([NOTIFICATIONS_TAG]));
    source.addEventListener(NOTIFICATION_EVENT, refresh);
    source.addEventListener('open', refresh);
    return () => source.close();
  }, [dispatch]);
}
