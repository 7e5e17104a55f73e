import { notificationRoutes } from '@openset/contracts';
import { api, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

/** The bell's list: a new notification (announced live) and marking them viewed fetch it again. */
export const NOTIFICATIONS_TAG = { type: 'Notifications', id: 'LIST' } as const;

// Calls the clinician did not make: the notifications service away shows in the bell's panel,
// never as a flash or the maintenance page over the work on screen.
const background: ApiExtraOptions = { silent: true, background: true };

/** The clinician's notifications (spec section 7, Notifications): the newest page and the unread count. */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    notifications: routeQuery(build, notificationRoutes.list, { call: () => ({ query: { limit: 20 } }), providesTags: [NOTIFICATIONS_TAG], extraOptions: background }),
    markNotificationsViewed: routeMutation(build, notificationRoutes.markViewed, { call: () => ({}), invalidatesTags: [NOTIFICATIONS_TAG], extraOptions: background }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsViewedMutation } = notificationsApi;
