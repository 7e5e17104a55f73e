import type {
  ElementCreate,
  ElementListQuery,
  ElementUpdate,
  FolderCreate,
  FolderUpdate,
  RouteResponse,
  exerciseRoutes,
} from '@openset/contracts';
import { api, type ApiExtraOptions } from '@openset/web-kit';

type R = typeof exerciseRoutes;

/** The browser's three tabs and the list route each reads (spec sections 2 and 7). */
export const BROWSER_TABS = ['stock', 'starred', 'custom'] as const;
export type BrowserTab = (typeof BROWSER_TABS)[number];
export const isBrowserTab = (value: unknown): value is BrowserTab => (BROWSER_TABS as readonly unknown[]).includes(value);
const LIST_PATH: Record<BrowserTab, string> = { stock: '/stock', starred: '/favourite', custom: '/custom' };

export type ListQuery = Partial<Omit<ElementListQuery, 'kinds'>> & { kinds: ElementListQuery['kinds'] };
export interface ListArgs {
  tab: BrowserTab;
  /**
   * Not sent: the server answers in the profile's language. Part of the cache key so lists
   * load again when the language changes instead of showing titles in the old one.
   */
  lang: string;
  query: ListQuery;
}

/** Query string of a list call: only what is set, so equal lists share one cache entry. */
function params(query: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

// Mutations stay out of the general flash: the browser maps their errors to the catalogue
// messages of spec section 8 (folder not empty, folder depth, upload) itself.
const silent: ApiExtraOptions = { silent: true };

const LIST = { type: 'ExerciseList', id: 'LIST' } as const;
const FOLDERS = { type: 'ExerciseFolders', id: 'LIST' } as const;

/** Exercise browser calls, added to the one API slice of the shell. */
export const exercisesApi = api.enhanceEndpoints({ addTagTypes: ['ExerciseList', 'ExerciseFolders', 'ExerciseElement'] }).injectEndpoints({
  endpoints: (build) => ({
    elementsPage: build.query<RouteResponse<R['listStock']>, ListArgs>({
      query: ({ tab, query }) => ({ url: `/clinician/exercises${LIST_PATH[tab]}`, params: params(query) }),
      providesTags: [LIST],
    }),
    elementsByIds: build.query<RouteResponse<R['get']>, { ids: string[]; imgWidth: number }>({
      query: ({ ids, imgWidth }) => ({ url: `/clinician/exercises/${ids.map(encodeURIComponent).join(',')}`, params: { imgWidth: String(imgWidth) } }),
      providesTags: (_result, _error, { ids }) => ids.map((id) => ({ type: 'ExerciseElement' as const, id })),
    }),
    /** The argument is the interface language: only a cache key, as for lists. */
    categories: build.query<RouteResponse<R['categories']>, string>({
      query: () => '/clinician/exercises/categories',
    }),
    folders: build.query<RouteResponse<R['foldersList']>, void>({
      query: () => '/clinician/exercises/folders',
      providesTags: [FOLDERS],
    }),
    createElement: build.mutation<RouteResponse<R['create']>, { body: Partial<ElementCreate> & Pick<ElementCreate, 'title'>; favourite?: boolean }>({
      query: ({ body, favourite }) => ({ url: '/clinician/exercises', method: 'POST', body, params: favourite ? { favourite: 'true' } : {} }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    updateElement: build.mutation<RouteResponse<R['update']>, { id: string; body: ElementUpdate }>({
      query: ({ id, body }) => ({ url: `/clinician/exercises/${encodeURIComponent(id)}`, method: 'PUT', body }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ExerciseElement', id }],
    }),
    deleteElements: build.mutation<RouteResponse<R['delete']>, string[]>({
      query: (ids) => ({ url: `/clinician/exercises/${ids.map(encodeURIComponent).join(',')}`, method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    setFavourite: build.mutation<RouteResponse<R['favourite']>, { id: string; value: boolean }>({
      query: ({ id, value }) => ({ url: `/clinician/exercises/${encodeURIComponent(id)}/favourite`, method: 'PUT', params: { value: String(value) } }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ExerciseElement', id }],
    }),
    /** Reorder: favourites on the starred tab, custom elements within their list otherwise. */
    reorder: build.mutation<RouteResponse<R['toLeftOf']>, { id: string; targetId: string; side: 'toLeftOf' | 'toRightOf'; favourite: boolean }>({
      query: ({ id, targetId, side, favourite }) => ({
        url: `/clinician/exercises/${favourite ? 'favourite/' : ''}${encodeURIComponent(id)}/${side}/${encodeURIComponent(targetId)}`,
        method: 'PUT',
      }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    /** `folderId` is a folder id, or `user`/`team`/`org` for the root of that kind. */
    moveToFolder: build.mutation<RouteResponse<R['moveToFolder']>, { ids: string[]; folderId: string }>({
      query: ({ ids, folderId }) => ({ url: `/clinician/exercises/${ids.map(encodeURIComponent).join(',')}/folder/${encodeURIComponent(folderId)}`, method: 'PUT' }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    moveToStack: build.mutation<RouteResponse<R['moveToStack']>, { ids: string[]; stackId: string }>({
      query: ({ ids, stackId }) => ({ url: `/clinician/exercises/${ids.map(encodeURIComponent).join(',')}/stack/${encodeURIComponent(stackId)}`, method: 'PUT' }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { stackId }) => [LIST, { type: 'ExerciseElement', id: stackId }],
    }),
    createFolder: build.mutation<RouteResponse<R['foldersCreate']>, Partial<FolderCreate> & Pick<FolderCreate, 'title'>>({
      query: (body) => ({ url: '/clinician/exercises/folders', method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: [FOLDERS],
    }),
    updateFolder: build.mutation<RouteResponse<R['foldersUpdate']>, { id: string; body: FolderUpdate }>({
      query: ({ id, body }) => ({ url: `/clinician/exercises/folders/${encodeURIComponent(id)}`, method: 'PUT', body }),
      extraOptions: silent,
      invalidatesTags: [FOLDERS, LIST],
    }),
    deleteFolder: build.mutation<RouteResponse<R['foldersDelete']>, string>({
      query: (id) => ({ url: `/clinician/exercises/folders/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: [FOLDERS, LIST],
    }),
  }),
});

export const {
  useElementsByIdsQuery,
  useLazyElementsByIdsQuery,
  useCategoriesQuery,
  useFoldersQuery,
  useCreateElementMutation,
  useUpdateElementMutation,
  useDeleteElementsMutation,
  useSetFavouriteMutation,
  useReorderMutation,
  useMoveToFolderMutation,
  useMoveToStackMutation,
  useCreateFolderMutation,
  useUpdateFolderMutation,
  useDeleteFolderMutation,
} = exercisesApi;
