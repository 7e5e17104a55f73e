import { clientRoutes } from '@openset/contracts';
import { api, routeQuery } from '@openset/web-kit';

/** How many clients the picker offers for a search. */
export const CLIENT_CHOICES = 20;

/**
 * The set builder's client picker: the clients list route (search over names and e-mail) and one
 * client by id (the client a document already belongs to). The clients manager has its own
 * slice; both use the `ClientList` tag, so a client added there shows here.
 */
export const clientPickerApi = api.enhanceEndpoints({ addTagTypes: ['ClientList'] }).injectEndpoints({
  endpoints: (build) => ({
    clientChoices: routeQuery(build, clientRoutes.list, {
      call: (search: string) => ({ query: { limit: CLIENT_CHOICES, ...(search ? { search } : {}) } }),
      providesTags: [{ type: 'ClientList', id: 'LIST' }],
    }),
    clientChoice: routeQuery(build, clientRoutes.get, { call: (id: string) => ({ params: { id } }), extraOptions: { silent: true } }),
  }),
});

export const { useClientChoicesQuery, useClientChoiceQuery } = clientPickerApi;
