import type { ElementListItem, ExerciseCategory, Resource } from '@openset/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { useElementPagesInfiniteQuery, type ListArgs } from '../api/exercisesApi';

export interface ElementPages {
  items: ElementListItem[];
  total: number;
  resources: Map<string, Resource>;
  categories: Map<string, ExerciseCategory>;
  /** The first page is not there yet. */
  loading: boolean;
  /** A later page or a refresh is on its way. */
  fetching: boolean;
  /**
   * Another search, tab or filter is on its way while the previous list is still shown (RTK
   * Query keeps the last answer until the new one arrives): the list says it is being replaced.
   */
  replacing: boolean;
  error: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** Custom and starred lists change with colleagues' work: older than 30 s, they are asked again. */
const REFRESH_SECONDS = 30;

/**
 * The browser list, one more page each time the list is scrolled near its end (the pages of one
 * search, tab, folder and filter are one infinite query), flattened for the list: its rows, and
 * the resources and categories the rows refer to.
 */
export function useElementPages(args: ListArgs): ElementPages {
  const result = useElementPagesInfiniteQuery(args, { refetchOnMountOrArgChange: args.tab === 'stock' ? false : REFRESH_SECONDS });
  const { data, isError, error, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = result;

  return useMemo(() => {
    const items: ElementListItem[] = [];
    const resources = new Map<string, Resource>();
    const categories = new Map<string, ExerciseCategory>();
    for (const page of data?.pages ?? []) {
      for (const item of page.items) items.push(item);
      for (const resource of page.resources) resources.set(resource.id, resource);
      for (const category of page.categories ?? []) categories.set(category.id, category);
    }
    return {
      items,
      total: data?.pages[0]?.total ?? 0,
      resources,
      categories,
      loading: !data && !isError,
      fetching: isFetching,
      replacing: isFetching && !isFetchingNextPage && !!data && !isError,
      error: isError && (error as { code?: string } | undefined)?.code !== 'ERRCANCEL',
      loadMore: () => {
        if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
      },
      retry: () => void refetch(),
    };
  }, [data, isError, error, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch]);
}

/** Keeps `loadMore` stable for effects that watch the scroll position. */
export function useLatest<T>(value: T): { current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

export const useStableCallback = <A extends unknown[]>(fn: (...args: A) => void) => {
  const ref = useLatest(fn);
  return useCallback((...args: A) => ref.current(...args), [ref]);
};
