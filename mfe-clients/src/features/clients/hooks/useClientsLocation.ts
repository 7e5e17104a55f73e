import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clientsLocationQuery, parseClientsLocation, type ClientsLocation } from '../model/location';

// The list's query last shown, for the way back from a client's page ("All clients").
let lastListQuery = '';
/** The query string of the list the clinician last saw (`?tab=archived&page=4`), or ''. */
export const lastClientsListQuery = (): string => lastListQuery;

/**
 * The clients list's state lives in the URL's query (tab, search, sort, filters, page), so a
 * reload, the back button or a link opens the same list; "All clients" on a client's page goes
 * back to it too.
 */
export function useClientsLocation() {
  const [query, setQuery] = useSearchParams();
  const location = useMemo(() => parseClientsLocation(query), [query]);
  useEffect(() => {
    lastListQuery = clientsLocationQuery(location);
  }, [location]);
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
