import { MAX_PAGE_SIZE, type RouteDef, type RouteResponse } from '@openset/contracts';
import type {
  EndpointBuilder,
  InfiniteQueryDefinition,
  InfiniteQueryExtraOptions,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query/react';
import type { ApiBaseQuery, ApiExtraOptions } from './baseQuery';
import { routeRequest, type NoKeys, type RouteCall } from './routeRequest';

/**
 * The endpoint's argument when it gives no `call`: the route's call, or nothing when every part
 * of the call is optional (an endpoint that sends an optional part maps its own argument).
 */
export type RouteArg<T extends RouteDef> = NoKeys extends RouteCall<T> ? void : RouteCall<T>;

/** A route, or a choice among routes of one shape made from the argument (the browser's tabs). */
type RouteOf<T extends RouteDef, A> = T | ((arg: A) => T);

interface RouteOptions<T extends RouteDef, A> {
  /** Turns the endpoint's argument into the route's call, when the argument is not that call. */
  call?: (arg: A) => RouteCall<T>;
  extraOptions?: ApiExtraOptions;
}

type QueryOptions<T extends RouteDef, A, Tag extends string> = RouteOptions<T, A> &
  Omit<QueryExtraOptions<Tag, RouteResponse<T>, A, ApiBaseQuery, 'api'>, 'type'>;
type MutationOptions<T extends RouteDef, A, Tag extends string> = RouteOptions<T, A> &
  Omit<MutationExtraOptions<Tag, RouteResponse<T>, A, ApiBaseQuery, 'api'>, 'type'>;

type InfiniteOptions<T extends RouteDef, A, P, Tag extends string> = {
  /** Turns the endpoint's argument and a page's parameter into the route's call. */
  call: (arg: A, pageParam: P) => RouteCall<T>;
  extraOptions?: ApiExtraOptions;
} & Omit<InfiniteQueryExtraOptions<Tag, RouteResponse<T>, A, P, ApiBaseQuery, 'api'>, 'type'>;

function requestOf<T extends RouteDef, A>(route: RouteOf<T, A>, call: ((arg: A) => RouteCall<T>) | undefined) {
  return (arg: A) => {
    const chosen = typeof route === 'function' ? route(arg) : route;
    return routeRequest(chosen, call ? call(arg) : (arg as RouteCall<T> | void));
  };
}

/**
 * The one way a front end declares a call: an RTK Query endpoint made from the route's
 * definition in `@openset/contracts` (method, path with its parameters filled and encoded,
 * query, body and response type). Use inside `api.injectEndpoints`.
 */
export function routeQuery<T extends RouteDef, Tag extends string, A = RouteArg<T>>(
  build: EndpointBuilder<ApiBaseQuery, Tag, 'api'>,
  route: RouteOf<T, A>,
  options: QueryOptions<T, A, Tag> = {},
): QueryDefinition<NoInfer<A>, ApiBaseQuery, Tag, RouteResponse<T>, 'api'> {
  const { call, ...rest } = options;
  return build.query<RouteResponse<T>, A>({ ...rest, query: requestOf(route, call) });
}

/** As `routeQuery`, for calls that change something (they invalidate tags instead of providing them). */
export function routeMutation<T extends RouteDef, Tag extends string, A = RouteArg<T>>(
  build: EndpointBuilder<ApiBaseQuery, Tag, 'api'>,
  route: RouteOf<T, A>,
  options: MutationOptions<T, A, Tag> = {},
): MutationDefinition<NoInfer<A>, ApiBaseQuery, Tag, RouteResponse<T>, 'api'> {
  const { call, ...rest } = options;
  return build.mutation<RouteResponse<T>, A>({ ...rest, query: requestOf(route, call) });
}

/**
 * As `routeQuery`, for a list a screen needs whole (a chart's days, the portal's sets kept for
 * offline use): reads it a page of the contract's largest size at a time (`skip`, `limit`) until
 * it has the list's `total`, and answers the pages' items as one list. A failed page fails the
 * read, so a screen never shows part of a list as the whole of it.
 */
export function routeEveryPageQuery<T extends RouteDef, Tag extends string, A = RouteArg<T>>(
  build: EndpointBuilder<ApiBaseQuery, Tag, 'api'>,
  route: T,
  options: QueryOptions<T, A, Tag> = {},
): QueryDefinition<NoInfer<A>, ApiBaseQuery, Tag, RouteResponse<T>, 'api'> {
  const { call, ...rest } = options;
  return build.query<RouteResponse<T>, A>({
    ...rest,
    // RTK Query's `baseQuery` here is the api's, with this endpoint's extra options already bound.
    async queryFn(arg, _api, _extraOptions, baseQuery) {
      const parts = (call ? call(arg) : (arg ?? {})) as { query?: Record<string, unknown> };
      const items: unknown[] = [];
      for (;;) {
        const page = { ...parts, query: { ...parts.query, skip: items.length, limit: MAX_PAGE_SIZE } } as unknown as RouteCall<T>;
        const answer = await baseQuery(routeRequest(route, page));
        if (answer.error) return { error: answer.error };
        const list = answer.data as { items: unknown[]; total: number };
        items.push(...list.items);
        if (list.items.length === 0 || items.length >= list.total) return { data: { ...list, items } as RouteResponse<T> };
      }
    },
  });
}

/**
 * As `routeQuery`, for a list read a page at a time: RTK Query's infinite query keeps the pages
 * of one argument together (`data.pages`, `fetchNextPage`, `hasNextPage`), and `call` puts each
 * page's parameter (an offset, say) into the route's call.
 */
export function routeInfiniteQuery<T extends RouteDef, Tag extends string, A, P>(
  build: EndpointBuilder<ApiBaseQuery, Tag, 'api'>,
  route: RouteOf<T, A>,
  options: InfiniteOptions<T, A, P, Tag>,
): InfiniteQueryDefinition<NoInfer<A>, P, ApiBaseQuery, Tag, RouteResponse<T>, 'api'> {
  const { call, ...rest } = options;
  return build.infiniteQuery<RouteResponse<T>, A, P>({
    ...rest,
    query: ({ queryArg, pageParam }) => routeRequest(typeof route === 'function' ? route(queryArg) : route, call(queryArg, pageParam)),
  });
}
