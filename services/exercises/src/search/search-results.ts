import type { ElementListQuery, Lang } from '@openset/contracts';
import { boundedCache, type Viewer } from '@openset/server-kit';
import type { ListTab } from './element-query.js';
import type { SearchPage } from './engine/element-search-index.js';

const KEPT = 500;

/**
 * Pages of the browser this copy has ranked or ordered, for the same page asked again (a
 * clinician paging back, colleagues looking for the same exercise, the stock tab for everybody).
 * A page is only reused at the version of the index it was made at, so nothing saved since is
 * missed. The favourites tab depends on the caller's stars and is never kept.
 */
export class SearchResults {
  private readonly pages = boundedCache<SearchPage>({ max: KEPT });

  page(
    version: number,
    tab: ListTab,
    viewer: Viewer | null,
    query: ElementListQuery,
    lang: Lang,
    rank: () => SearchPage,
  ): SearchPage {
    if (tab === 'favourite') return rank();
    // Who sees what: the stock tab is everybody's; other tabs depend on the viewer's scopes.
    const scopes = tab === 'stock' || !viewer ? null : [viewer.accountId, viewer.teamId, viewer.orgId, viewer.exercises.team, viewer.exercises.org];
    const key = JSON.stringify([version, tab, scopes, lang, query.search?.trim(), query.categoryId, query.folderId,
      query.bodyRegion, query.equipment, query.position, query.kinds, query.skip, query.limit]);
    let page = this.pages.get(key);
    if (!page) {
      page = rank();
      this.pages.set(key, page);
    }
    return page;
  }
}
