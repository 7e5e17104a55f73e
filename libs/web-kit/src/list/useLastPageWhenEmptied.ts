import { useEffect } from 'react';
import { lastPageOf } from './paging';

/**
 * A page emptied by a delete, an archive or a move shows the last page that still has rows,
 * once the list has been read again (`page` counted from 0; `goToPage` as the screen keeps it).
 */
export function useLastPageWhenEmptied(
  list: { isFetching: boolean; data?: { items: readonly unknown[]; total: number } | undefined },
  page: number,
  pageSize: number,
  goToPage: (page: number) => void,
): void {
  const emptied = !list.isFetching && list.data !== undefined && list.data.items.length === 0 && page > 0;
  const lastPage = lastPageOf(list.data?.total ?? 0, pageSize);
  useEffect(() => {
    if (emptied) goToPage(lastPage);
  }, [emptied, lastPage]); // goToPage is the screen's, made anew each render
}
