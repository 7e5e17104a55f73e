import { EXERCISE_PAGE_SIZE, type ElementListItem, type ExerciseCategory, type Resource } from '@openset/contracts';
import { useAppDispatch, useAppSelector } from '@openset/web-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { exercisesApi, type ListArgs } from '../api/exercisesApi';

type Subscription = ReturnType<ReturnType<typeof exercisesApi.endpoints.elementsPage.initiate>>;

export interface ElementPages {
  items: ElementListItem[];
  total: number;
  resources: Map<string, Resource>;
  categories: Map<string, ExerciseCategory>;
  /** The first page is not there yet. */
  loading: boolean;
  /** A later page or a refresh is on its way. */
  fetching: boolean;
  error: boolean;
  loadMore: () => void;
  retry: () => void;
}

const argKey = (args: ListArgs) => JSON.stringify(args);
const REFRESH_SECONDS = 30;

/**
 * The browser list, 100 elements a page (spec section 9), one more page each time the list is
 * scrolled near its end. When the arguments change (a new search, tab, folder or filter), every
 * request still running for the old ones is aborted, so a slow answer to an old search can never
 * arrive after the new one, and the server stops working on it.
 */
export function useElementPages(base: ListArgs): ElementPages {
  const dispatch = useAppDispatch();
  const key = argKey(base);
  const [pageCount, setPageCount] = useState({ key, count: 1 });
  const count = pageCount.key === key ? pageCount.count : 1;

  const pageArgs = useMemo(() => {
    const parsed = JSON.parse(key) as ListArgs;
    return Array.from({ length: count }, (_, page): ListArgs => ({
      tab: parsed.tab,
      lang: parsed.lang,
      query: { ...parsed.query, skip: page * EXERCISE_PAGE_SIZE, limit: EXERCISE_PAGE_SIZE },
    }));
  }, [key, count]);

  const subscriptions = useRef(new Map<string, Subscription>());
  useEffect(() => {
    const live = subscriptions.current;
    const wanted = new Set(pageArgs.map(argKey));
    for (const [subKey, sub] of live) {
      if (!wanted.has(subKey)) {
        sub.abort();
        sub.unsubscribe();
        live.delete(subKey);
      }
    }
    for (const args of pageArgs) {
      const subKey = argKey(args);
      // Custom and starred lists change with colleagues' work: older than 30 s, ask again.
      const forceRefetch = args.tab === 'stock' ? false : REFRESH_SECONDS;
      if (!live.has(subKey)) live.set(subKey, dispatch(exercisesApi.endpoints.elementsPage.initiate(args, { forceRefetch })));
    }
  }, [pageArgs, dispatch]);
  useEffect(
    () => () => {
      for (const sub of subscriptions.current.values()) {
        sub.abort();
        sub.unsubscribe();
      }
      subscriptions.current.clear();
    },
    [],
  );

  const selectors = useMemo(() => pageArgs.map((args) => exercisesApi.endpoints.elementsPage.select(args)), [pageArgs]);
  // The shell's RootState predates the tag types this file adds to the API: same slice, wider type.
  type ApiState = Parameters<(typeof selectors)[number]>[0];
  const results = useAppSelector((state) => selectors.map((select) => select(state as unknown as ApiState)), shallowEqual);

  return useMemo(() => {
    const items: ElementListItem[] = [];
    const resources = new Map<string, Resource>();
    const categories = new Map<string, ExerciseCategory>();
    for (const result of results) {
      for (const item of result.data?.items ?? []) items.push(item);
      for (const resource of result.data?.resources ?? []) resources.set(resource.id, resource);
      for (const category of result.data?.categories ?? []) categories.set(category.id, category);
    }
    const first = results[0];
    const last = results[results.length - 1];
    const total = first?.data?.total ?? 0;
    return {
      items,
      total,
      resources,
      categories,
      loading: !first?.data && !first?.isError,
      fetching: results.some((result) => result.status === 'pending'),
      error: Boolean(first?.isError && (first.error as { code?: string } | undefined)?.code !== 'ERRCANCEL'),
      loadMore: () => {
        if (last?.data && items.length < total) setPageCount({ key, count: count + 1 });
      },
      retry: () => {
        for (const sub of subscriptions.current.values()) void sub.refetch();
      },
    };
  }, [results, key, count]);
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
