import { educationRoutes, type EducationCreate, type EducationListQuery, type EducationUpdate } from '@openset/contracts';
import { api, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

// The education screens tell the user about failures themselves (useRunAction).
const silent: ApiExtraOptions = { silent: true };

const LIST = { type: 'EducationList', id: 'LIST' } as const;
const articleTag = (id: string) => ({ type: 'Education' as const, id });

/** Calls of /api/clinician/education, added to the shell's one API slice. */
export const educationApi = api
  .enhanceEndpoints({ addTagTypes: ['EducationList', 'Education'] })
  .injectEndpoints({
    endpoints: (build) => ({
      educationPage: routeQuery(build, educationRoutes.list, {
        call: (query: Partial<EducationListQuery>) => ({ query }),
        providesTags: [LIST],
      }),
      educationByIds: routeQuery(build, educationRoutes.get, {
        call: (ids: string[]) => ({ params: { ids } }),
        extraOptions: silent,
        providesTags: (_result, _error, ids) => ids.map(articleTag),
      }),
      educationHistory: routeQuery(build, educationRoutes.history, {
        call: (ids: string[]) => ({ params: { ids } }),
        extraOptions: silent,
      }),
      createEducation: routeMutation(build, educationRoutes.create, {
        call: (body: EducationCreate) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [LIST],
      }),
      updateEducation: routeMutation(build, educationRoutes.update, {
        call: ({ id, body }: { id: string; body: EducationUpdate }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [LIST, articleTag(id)],
      }),
      copyEducation: routeMutation(build, educationRoutes.copy, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: [LIST],
      }),
      deleteEducation: routeMutation(build, educationRoutes.delete, {
        call: (ids: string[]) => ({ params: { ids } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, ids) => [LIST, ...ids.map(articleTag)],
      }),
    }),
  });

export const {
  useEducationPageQuery,
  useEducationByIdsQuery,
  useEducationHistoryQuery,
  useCreateEducationMutation,
  useUpdateEducationMutation,
  useCopyEducationMutation,
  useDeleteEducationMutation,
} = educationApi;
