import {
  parameterRoutes,
  setRoutes,
  type DraftSave,
  type FolderCreate,
  type FolderUpdate,
  type PresetCreate,
  type SetCreate,
  type SetListQuery,
  type SetUpdateInput,
} from '@openset/contracts';
import { api, routeEveryPageQuery, routeMutation, routeQuery, type ApiExtraOptions } from '@openset/web-kit';

// The set builder and the templates manager show these calls' errors themselves (the catalogue
// messages of spec section 8: folder rules, set caps, a set changed elsewhere, drafts).
const silent: ApiExtraOptions = { silent: true };

const LIST = { type: 'SetList', id: 'LIST' } as const;
const FOLDERS = { type: 'SetFolders', id: 'LIST' } as const;
const DRAFTS = { type: 'SetDrafts', id: 'LIST' } as const;
const PRESETS = { type: 'ParameterPresets', id: 'LIST' } as const;
const setTag = (id: string) => ({ type: 'Set' as const, id });

/**
 * Calls of /api/clinician/sets and /api/clinician/parameters, added to the shell's one API slice:
 * the one place the set builder and the templates manager reach the sets service.
 */
export const setsApi = api
  .enhanceEndpoints({ addTagTypes: ['SetList', 'SetFolders', 'SetDrafts', 'Set', 'SetHistory', 'ParameterPresets'] })
  .injectEndpoints({
    endpoints: (build) => ({
      sets: routeQuery(build, setRoutes.list, {
        call: (query: Partial<SetListQuery>) => ({ query }),
        providesTags: [LIST],
      }),
      setsByIds: routeQuery(build, setRoutes.get, {
        call: (ids: string[]) => ({ params: { ids } }),
        providesTags: (_result, _error, ids) => ids.map(setTag),
      }),
      createSet: routeMutation(build, setRoutes.create, {
        call: (body: Partial<SetCreate> & Pick<SetCreate, 'type'>) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [LIST, DRAFTS],
      }),
      updateSet: routeMutation(build, setRoutes.update, {
        // The whole content, always: a PUT replaces it, and the contract refuses a part of it.
        call: ({ id, body }: { id: string; body: SetUpdateInput }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { id }) => [LIST, DRAFTS, setTag(id), { type: 'SetHistory', id }],
      }),
      deleteSets: routeMutation(build, setRoutes.delete, {
        call: (ids: string[]) => ({ params: { ids } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, ids) => [LIST, DRAFTS, ...ids.map(setTag)],
      }),
      moveSets: routeMutation(build, setRoutes.move, {
        call: ({ ids, folderId }: { ids: string[]; folderId: string }) => ({ params: { ids, folderId } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { ids }) => [LIST, ...ids.map(setTag)],
      }),
      setEnabled: routeMutation(build, setRoutes.enabled, {
        call: ({ ids, value }: { ids: string[]; value: boolean }) => ({ params: { ids }, query: { value } }),
        extraOptions: silent,
        invalidatesTags: (_result, _error, { ids }) => [LIST, ...ids.map(setTag)],
      }),
      drafts: routeEveryPageQuery(build, setRoutes.draftsList, { providesTags: [DRAFTS] }),
      /** The autosave: no tag invalidated, the builder keeps the draft ids the answer gives. */
      saveDraft: routeMutation(build, setRoutes.draftSave, {
        call: (body: DraftSave) => ({ body }),
        // The builder shows the status and tries again; the sets service being down never
        // sends the page, with its unsaved edits, to the maintenance page.
        extraOptions: { silent: true, background: true },
      }),
      deleteDrafts: routeMutation(build, setRoutes.draftsDelete, {
        call: (ids?: string[]) => ({ query: ids ? { ids } : {} }),
        extraOptions: silent,
        invalidatesTags: [DRAFTS],
      }),
      history: routeEveryPageQuery(build, setRoutes.history, {
        call: (id: string) => ({ params: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'SetHistory', id }],
      }),
      historyPoint: routeQuery(build, setRoutes.historyPoint, { call: (id: string) => ({ params: { id } }) }),
      setFolders: routeEveryPageQuery(build, setRoutes.foldersList, { providesTags: [FOLDERS] }),
      createSetFolder: routeMutation(build, setRoutes.foldersCreate, {
        call: (body: Partial<FolderCreate> & Pick<FolderCreate, 'title'>) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [FOLDERS],
      }),
      updateSetFolder: routeMutation(build, setRoutes.foldersUpdate, {
        call: ({ id, body }: { id: string; body: FolderUpdate }) => ({ params: { id }, body }),
        extraOptions: silent,
        invalidatesTags: [FOLDERS, LIST],
      }),
      deleteSetFolder: routeMutation(build, setRoutes.foldersDelete, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: [FOLDERS, LIST],
      }),
      presets: routeEveryPageQuery(build, parameterRoutes.list, { providesTags: [PRESETS] }),
      createPreset: routeMutation(build, parameterRoutes.create, {
        call: (body: PresetCreate) => ({ body }),
        extraOptions: silent,
        invalidatesTags: [PRESETS],
      }),
      movePreset: routeMutation(
        build,
        ({ side }: { id: string; targetId: string; side: 'toLeftOf' | 'toRightOf' }) => parameterRoutes[side],
        { call: ({ id, targetId }) => ({ params: { id, targetId } }), extraOptions: silent, invalidatesTags: [PRESETS] },
      ),
      deletePreset: routeMutation(build, parameterRoutes.delete, {
        call: (id: string) => ({ params: { id } }),
        extraOptions: silent,
        invalidatesTags: [PRESETS],
      }),
    }),
  });

export const {
  useSetsQuery,
  useSetsByIdsQuery,
  useLazySetsByIdsQuery,
  useCreateSetMutation,
  useUpdateSetMutation,
  useDeleteSetsMutation,
  useMoveSetsMutation,
  useSetEnabledMutation,
  useDraftsQuery,
  useLazyDraftsQuery,
  useSaveDraftMutation,
  useDeleteDraftsMutation,
  useHistoryQuery,
  useLazyHistoryPointQuery,
  useSetFoldersQuery,
  useCreateSetFolderMutation,
  useUpdateSetFolderMutation,
  useDeleteSetFolderMutation,
  usePresetsQuery,
  useCreatePresetMutation,
  useMovePresetMutation,
  useDeletePresetMutation,
} = setsApi;
