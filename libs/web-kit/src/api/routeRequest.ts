import type { RouteAddress, RouteBodyInput, RouteDef } from '@openset/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { webConfig } from '../config';

/** An object with no keys: a part of a call that may be left out is one this extends. */
export type NoKeys = Record<never, never>;

/** A slot of a call: optional when the route accepts it empty, required otherwise. */
type Slot<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: never }
  : NoKeys extends V
    ? { [P in K]?: V }
    : undefined extends V
      ? { [P in K]?: V }
      : { [P in K]: V };

/** A file route's body: the file itself (the gateway stages it) and the progress to report. */
export interface UploadCall {
  file: Blob & { name?: string };
  onProgress?: (fraction: number) => void;
}

/**
 * What a front end passes to call a route, typed by its definition: path parameters as the
 * service reads them (`ids: string[]` becomes `a,b,c`), the query fields it wants (the gateway
 * applies the defaults), and the body as sent (before zod's transforms), or a file for uploads.
 */
export type RouteCall<T extends RouteDef> = Slot<'params', z.output<T['params']>> &
  Slot<'query', Partial<z.output<T['query']>>> &
  (T['transfer'] extends { kind: 'upload' } ? UploadCall : Slot<'body', RouteBodyInput<T>>);

/** What the base query takes: fetch arguments, plus a progress callback for uploads. */
export interface ApiRequest extends FetchArgs {
  onUploadProgress?: (fraction: number) => void;
}

function segment(value: unknown): string {
  // Several ids share one path segment, separated by commas (api-conventions.md).
  return Array.isArray(value)
    ? value.map((item) => encodeURIComponent(String(item))).join(',')
    : encodeURIComponent(String(value));
}

/** The route's path with each `:name` replaced by its encoded parameter. */
export function routePath(route: Pick<RouteDef, 'method' | 'path'>, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.method} ${route.path}: missing parameter ${name}`);
    }
    return segment(value);
  });
}

/** Query fields that are set, as strings: equal calls give equal URLs. */
export function routeSearch(query: Record<string, unknown> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The full URL of a call of the route (or of its address): what the browser fetches itself for
 * a GET route (`<img src>`, links), and what `callRoute` sends.
 */
export function routeUrl<T extends RouteDef>(route: T | RouteAddress<T>, call: RouteCall<T> | void): string {
  const parts = (call ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = new URLSearchParams(routeSearch(parts.query)).toString();
  const url = joinUrl(webConfig().apiBase, routePath(route, parts.params));
  return search ? `${url}?${search}` : url;
}

/** The request of one call (relative to the API base; the base query completes it). */
export function routeRequest<T extends RouteDef>(route: T, call: RouteCall<T> | void): ApiRequest {
  const parts = (call ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & Partial<UploadCall>;
  const request: ApiRequest = { url: routePath(route, parts.params), method: route.method };
  const search = routeSearch(parts.query);
  if (Object.keys(search).length > 0) request.params = search;
  if (route.transfer?.kind === 'upload') {
    if (!parts.file) throw new Error(`${route.method} ${route.path}: no file to upload`);
    const form = new FormData();
    form.append(route.transfer.field, parts.file, parts.file.name ?? 'upload');
    request.body = form;
    request.onUploadProgress = parts.onProgress ?? (() => undefined);
  } else if (parts.body !== undefined) {
    request.body = parts.body;
  }
  return request;
}
