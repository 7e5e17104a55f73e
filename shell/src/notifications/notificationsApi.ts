import { notificationRoutes } from '@openset/contracts';
import { api, routeMutation, routeQuery } from '@openset/web-kit';

/** The bell's list: a new notification (announced live) and marking them viewed fetch it again. */
export const NOTIFICATIONS_TAG = { type: 'Notifications', id: 'LIST' } as const;

/** The clinician's notifications (spec section 7, Notifications): the newest page and the unread count. */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    notifications: routeQuery(build, notificationRoutes.list, { call: () => ({ query: { limit: 20 } }), providesTags: [NOTIFICATIONS_TAG] }),
    markNotificationsViewed: routeMutation(build, notificationRoutes.markViewed, { call: () => ({}), invalidatesTags: [NOTIFICATIONS_TAG] }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsViewedMutation } = notificationsApi;
