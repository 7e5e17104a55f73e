import type { FolderKind } from '@openset/contracts';
import { parseSort, type TemplateSort } from './sort';
import { isFolderKind } from './roots';

/** The template browser state of spec section 3: root (tab), folder, search, sort column and direction. */
export interface TemplatesLocation {
  root: FolderKind;
  folderId: string | null;
  search: string;
  sort: TemplateSort;
}

/** The location's URL below the mount point: `<root>[/<folderId>][?search=&sort=&dir=]`. */
export function locationPath(location: TemplatesLocation): string {
  const params = new URLSearchParams();
  if (location.search) params.set('search', location.search);
  if (location.sort) {
    params.set('sort', location.sort.column);
    params.set('dir', location.sort.direction);
  }
  const query = params.toString();
  const folder = location.folderId ? `/${encodeURIComponent(location.folderId)}` : '';
  return `${location.root}${folder}${query ? `?${query}` : ''}`;
}

/** Reads the location from the route's parameters and query; an unknown root is the own one. */
export function parseLocation(root: string | undefined, folderId: string | undefined, query: URLSearchParams): TemplatesLocation {
  return {
    root: isFolderKind(root) ? root : 'user',
    folderId: folderId ?? null,
    search: (query.get('search') ?? '').trim(),
    sort: parseSort(query.get('sort'), query.get('dir')),
  };
}
