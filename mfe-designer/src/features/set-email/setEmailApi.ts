import { setRoutes, type SetEmailInput } from '@openset/contracts';
import { api, routeMutation, type ApiExtraOptions } from '@openset/web-kit';

// The dialog tells the user what went wrong itself (demo, daily max, no client address).
const silent: ApiExtraOptions = { silent: true };

/** `PUT /clinician/sets/{id}/email`, added to the shell's one API slice. */
export const setEmailApi = api.enhanceEndpoints({ addTagTypes: ['SetHistory', 'SetReports'] }).injectEndpoints({
  endpoints: (build) => ({
    emailSet: routeMutation(build, setRoutes.email, {
      call: ({ id, body }: { id: string; body: SetEmailInput }) => ({ params: { id }, body }),
      extraOptions: silent,
      // An e-mail adds a point to the set's history and a line to its reports.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'SetHistory', id },
        { type: 'SetReports', id },
      ],
    }),
  }),
});

export const { useEmailSetMutation } = setEmailApi;
