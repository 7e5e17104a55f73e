import {
  clientOutcomeRoutes,
  clientRoutes,
  outcomeDefinitionRoutes,
  type AssignedOutcomeListQuery,
  type AssignOutcomeInput,
  type ClientListQuery,
  type CustomOutcomeCreateInput,
  type CustomOutcomeUpdateInput,
  type InstrumentAnswers,
  type ManualResult,
  type UpdateAssignedOutcomeInput,
} from '@openset/contracts';
import { api, LOCALISED_TAG, routeEveryPageQuery, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

// The screens show these calls' errors themselves (panels, the wizard's steps, beside the fields).
const silent: ApiExtraOptions = { silent: true };

const LIST = { type: 'AssignedOutcomes', id: 'LIST' } as const;
const outcomeTag = (id: string) => ({ type: 'AssignedOutcome' as const, id });
const historyTag = (id: string) => ({ type: 'OutcomeHistory' as const, id });
const DEFINITIONS = { type: 'OutcomeDefinitions', id: 'LIST' } as const;
const definitionTag = (id: string) => ({ type: 'OutcomeDefinition' as const, id });

/**
 * Calls of the outcomes service (/api/clinician/outcomes/definitions, /api/clinician/clients/outcomes)
 * and the clients list the wizard picks from, added to the shell's one API slice: the one place
 * the outcomes screens reach the services. Definitions and outcomes come in the clinician's
 * language, so a language change reads them again (LOCALISED_TAG).
 */
export const outcomesApi = api
  .enhanceEndpoints({ addTagTypes: ['AssignedOutcomes', 'AssignedOutcome', 'OutcomeHistory', 'OutcomeDefinitions', 'OutcomeDefinition'] })
  .injectEndpoints({
    endpoints: (build) => ({
      assignedOutcomes: routeQuery(build, clientOutcomeRoutes.list, {
        call: (query: Partial<AssignedOutcomeListQuery>) => ({ query }),
        extraOptions: silent,
        providesTags: [LIST, LOCALISED_TAG],
      }),
      assignedOutcome: routeQuery(build, clientOutcomeRoutes.get, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [outcomeTag(id), LOCALISED_TAG],
      }),
      /** Every result, oldest first (the baseline first): the chart and the history. */
      outcomeHistory: routeEveryPageQuery(build, clientOutcomeRoutes.history, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [historyTag(id), LOCALISED_TAG],
      }),
      outcomeResult: routeQuery(build, clientOutcomeRoutes.result, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
      }),
      /** Every definition the clinician may assign (the standard ten, then custom ones). */
      outcomeDefinitions: routeEveryPageQuery(build, outcomeDefinitionRoutes.list, {
        call: () => ({ query: {} }),
        extraOptions: silent,
        providesTags: [DEFINITIONS, LOCALISED_TAG],
      }),
      outcomeDefinition: routeQuery(build, outcomeDefinitionRoutes.get, {
        call: (id: string) => ({ params: { id }, query: {} }),
        extraOptions: silent,
        providesTags: (_result, _error, id) => [definitionTag(id), LOCALISED_TAG],
      }),
      /** The builder's list: every custom outcome the clinician sees, the archived ones or the others. */
      customDefinitions: routeEveryPageQuery(build, outcomeDefinitionRoutes.list, {
        call: (archived: boolean) => ({ query: { tab: 'custom' as const, archived } }),
        extraOptions: silent,
        providesTags: [DEFINITIONS, LOCALISED_TAG],
      }),
      createDefinition: routeMutation(build, outcomeDefinitionRoutes.create, {
        call: (body: CustomOutcomeCreateInput) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [DEFINITIONS],
      }),
      updateDefinition: routeMutation(build, outcomeDefinitionRoutes.update, {
        call: ({ id, body }: { id: string; body: CustomOutcomeUpdateInput }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [DEFINITIONS, definitionTag(id)],
      }),
      archiveDefinition: routeMutation(build, outcomeDefinitionRoutes.archived, {
        call: ({ id, value }: { id: string; value: boolean }) => ({ params: { id }, query: { value } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [DEFINITIONS, definitionTag(id)],
      }),
      /** Scores answers without storing them: the manual entry's preview. */
      scorePreview: routeMutation(build, outcomeDefinitionRoutes.score, {
        call: ({ type, answers }: { type: string; answers: InstrumentAnswers }) => ({ params: { type }, body: answers }),
        extraOptions: silent,
      }),
      /** The wizard's client step: a page of active clients matching the search. */
      outcomeClients: routeQuery(build, clientRoutes.list, {
        call: (query: Partial<ClientListQuery>) => ({ query }),
        extraOptions: silent,
      }),
      assignOutcome: routeMutation(build, clientOutcomeRoutes.assign, {
        call: (body: AssignOutcomeInput) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [LIST],
      }),
      updateOutcome: routeMutation(build, clientOutcomeRoutes.update, {
        call: ({ id, body }: { id: string; body: UpdateAssignedOutcomeInput }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [LIST, outcomeTag(id)],
      }),
      resendOutcome: routeMutation(build, clientOutcomeRoutes.resend, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, id) => [LIST, outcomeTag(id)],
      }),
      deleteOutcome: routeMutation(build, clientOutcomeRoutes.delete, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: [LIST],
      }),
      enterResult: routeMutation(build, clientOutcomeRoutes.submitResult, {
        call: ({ id, body }: { id: string; body: ManualResult }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [LIST, outcomeTag(id), historyTag(id)],
      }),
    }),
  });

export const {
  useAssignedOutcomesQuery,
  useAssignedOutcomeQuery,
  useOutcomeHistoryQuery,
  useOutcomeDefinitionsQuery,
  useOutcomeDefinitionQuery,
  useCustomDefinitionsQuery,
  useCreateDefinitionMutation,
  useUpdateDefinitionMutation,
  useArchiveDefinitionMutation,
  useScorePreviewMutation,
  useOutcomeClientsQuery,
  useAssignOutcomeMutation,
  useUpdateOutcomeMutation,
  useResendOutcomeMutation,
  useDeleteOutcomeMutation,
  useEnterResultMutation,
} = outcomesApi;
