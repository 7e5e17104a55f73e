import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clientsLocationQuery, parseClientsLocation, type ClientsLocation } from '../model/location';

/**
 * The clients list's state lives in the URL's query (tab, search, sort, filters, page), so a
 * reload, the back button or a link opens the same list.
 */
export function useClientsLocation() {
  const [query, setQuery] = useSearchParams();
  const location = useMemo(() => parseClientsLocation(query), [query]);
  /** Changes part of the location; any change but the page's starts at the first page. */
  const goTo = useCallback(
    (change: Partial<ClientsLocation>, options: { replace?: boolean } = {}) => {
      const next = { ...location, page: 0, ...change };
      setQuery(new URLSearchParams(clientsLocationQuery(next)), { replace: options.replace ?? false });
    },
    [location, setQuery],
  );
  return { location, goTo };
}
