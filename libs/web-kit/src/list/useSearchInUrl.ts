import { useEffect } from 'react';
import { useSearchText } from './useSearchText';

/**
 * The search box of a list whose search is kept in its URL (clients, templates), so a reload,
 * a link or Back shows the same list: the search, once settled (useSearchText), goes to the URL
 * through `writeSearch`, and a search the URL brings (Back, Forward) shows in the box.
 */
export function useSearchInUrl(urlSearch: string, writeSearch: (search: string) => void) {
  const searchText = useSearchText(urlSearch);
  const { search, setTyped } = searchText;
  useEffect(() => {
    // Only a new search writes the URL: a URL changed otherwise (another folder, tab or page) keeps its search.
    if (search !== urlSearch) writeSearch(search);
  }, [search]);
  useEffect(() => {
    if (urlSearch !== search) setTyped(urlSearch);
  }, [urlSearch]);
  return searchText;
}
