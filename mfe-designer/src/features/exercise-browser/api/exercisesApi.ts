import {
  EXERCISE_PAGE_SIZE,
  exerciseRoutes,
  resourceRoutes,
  type ElementCreate,
  type ElementListQuery,
  type ElementUpdate,
  type FolderCreate,
  type FolderUpdate,
  type MovementFilters,
  type UploadType,
} from '@openset/contracts';
import { api, LOCALISED_TAG, routeEveryPageQuery, routeInfiniteQuery, routeMutation, routeQuery, type ApiExtraOptions, type UploadCall } from '@openset/web-kit';

/** The browser's three tabs and the list route each reads (spec sections 2 and 7). */
export const BROWSER_TABS = ['stock', 'starred', 'custom'] as const;
export type BrowserTab = (typeof BROWSER_TABS)[number];
export const isBrowserTab = (value: unknown): value is BrowserTab => (BROWSER_TABS as readonly unknown[]).includes(value);
const LIST_ROUTE: Record<BrowserTab, typeof exerciseRoutes.listStock> = {
  stock: exerciseRoutes.listStock,
  starred: exerciseRoutes.listFavourite,
  custom: exerciseRoutes.listCustom,
};

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

/** Reordering: favourites on the starred tab, custom elements within their list otherwise. */
const REORDER_ROUTE = {
  favourite: { toLeftOf: exerciseRoutes.favouriteLeft, toRightOf: exerciseRoutes.favouriteRight },
  custom: { toLeftOf: exerciseRoutes.toLeftOf, toRightOf: exerciseRoutes.toRightOf },
} as const;

const UPLOAD_ROUTE = { image: resourceRoutes.uploadImage, video: resourceRoutes.uploadVideo } as const;

// Mutations stay out of the general flash: the browser maps their errors to the catalogue
// messages of spec section 8 (folder not empty, folder depth, upload) itself.
const silent: ApiExtraOptions = { silent: true };

/** The designer's own cache tags; lists, folders and elements also carry the kit's LOCALISED_TAG. */
const LIST = { type: 'ExerciseList', id: 'LIST' } as const;
const FOLDERS = { type: 'ExerciseFolders', id: 'LIST' } as const;

/** Exercise browser calls, added to the one API slice of the shell. */
export const exercisesApi = api.enhanceEndpoints({ addTagTypes: ['ExerciseList', 'ExerciseFolders', 'ExerciseElement'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The browser list, 100 elements a page (spec section 9); the page parameter is `skip`. */
    elementPages: routeInfiniteQuery(build, ({ tab }: ListArgs) => LIST_ROUTE[tab], {
      call: ({ query }, skip: number) => ({ query: { ...query, skip, limit: EXERCISE_PAGE_SIZE } }),
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _pages, lastSkip) => (lastSkip + EXERCISE_PAGE_SIZE < last.total ? lastSkip + EXERCISE_PAGE_SIZE : undefined),
      },
      providesTags: [LIST, LOCALISED_TAG],
    }),
    /**
     * A stock row's variants (its movement) under the list's search and filters. `lang` is only
     * a cache key, as for lists; stars and edits reload it with the lists.
     */
    movementVariants: routeEveryPageQuery(build, exerciseRoutes.movementVariants, {
      call: ({ movementKey, query }: { movementKey: string; query: MovementFilters; lang: string }) => ({ params: { movementKey }, query }),
      providesTags: [LIST, LOCALISED_TAG],
    }),
    elementsByIds: routeQuery(build, exerciseRoutes.get, {
      call: ({ ids, imgWidth }: { ids: string[]; imgWidth: number }) => ({ params: { ids }, query: { imgWidth } }),
      providesTags: (_result, _error, { ids }) => [LOCALISED_TAG, ...ids.map((id) => ({ type: 'ExerciseElement' as const, id }))],
    }),
    /** The argument is the interface language: only a cache key, as for lists. */
    categories: routeEveryPageQuery(build, exerciseRoutes.categories, { call: (_lang: string) => ({}) }),
    folders: routeEveryPageQuery(build, exerciseRoutes.foldersList, { providesTags: [FOLDERS, LOCALISED_TAG] }),
    createElement: routeMutation(build, exerciseRoutes.create, {
      call: ({ body, favourite }: { body: Partial<ElementCreate> & Pick<ElementCreate, 'title'>; favourite?: boolean }) => ({ body, query: favourite ? { favourite } : {} }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    updateElement: routeMutation(build, exerciseRoutes.update, {
      call: ({ id, body }: { id: string; body: ElementUpdate }) => ({ params: { id }, body }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ExerciseElement', id }],
    }),
    deleteElements: routeMutation(build, exerciseRoutes.delete, {
      call: (ids: string[]) => ({ params: { ids } }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    setFavourite: routeMutation(build, exerciseRoutes.favourite, {
      call: ({ id, value }: { id: string; value: boolean }) => ({ params: { id }, query: { value } }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ExerciseElement', id }],
    }),
    reorder: routeMutation(
      build,
      ({ side, favourite }: { id: string; targetId: string; side: 'toLeftOf' | 'toRightOf'; favourite: boolean }) => REORDER_ROUTE[favourite ? 'favourite' : 'custom'][side],
      { call: ({ id, targetId }) => ({ params: { id, targetId } }), extraOptions: silent, invalidatesTags: [LIST] },
    ),
    /** `folderId` is a folder id, or `user`/`team`/`org` for the root of that kind. */
    moveToFolder: routeMutation(build, exerciseRoutes.moveToFolder, {
      call: ({ ids, folderId }: { ids: string[]; folderId: string }) => ({ params: { ids, folderId } }),
      extraOptions: silent,
      invalidatesTags: [LIST],
    }),
    moveToStack: routeMutation(build, exerciseRoutes.moveToStack, {
      call: ({ ids, stackId }: { ids: string[]; stackId: string }) => ({ params: { ids, stackId } }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { stackId }) => [LIST, { type: 'ExerciseElement', id: stackId }],
    }),
    createFolder: routeMutation(build, exerciseRoutes.foldersCreate, {
      call: (body: Partial<FolderCreate> & Pick<FolderCreate, 'title'>) => ({ body }),
      extraOptions: silent,
      invalidatesTags: [FOLDERS],
    }),
    updateFolder: routeMutation(build, exerciseRoutes.foldersUpdate, {
      call: ({ id, body }: { id: string; body: FolderUpdate }) => ({ params: { id }, body }),
      extraOptions: silent,
      invalidatesTags: [FOLDERS, LIST],
    }),
    deleteFolder: routeMutation(build, exerciseRoutes.foldersDelete, {
      call: (id: string) => ({ params: { id } }),
      extraOptions: silent,
      invalidatesTags: [FOLDERS, LIST],
    }),
    /** An image or a video for an element; the caller shows `onProgress` and may abort. */
    uploadResource: routeMutation(build, ({ type }: { type: UploadType } & UploadCall) => UPLOAD_ROUTE[type], {
      call: ({ file, onProgress }) => ({ file, onProgress }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useElementPagesInfiniteQuery,
  useElementsByIdsQuery,
  useLazyElementsByIdsQuery,
  useMovementVariantsQuery,
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
  useUploadResourceMutation,
} = exercisesApi;
