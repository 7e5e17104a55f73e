import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { activityLocationQuery, parseActivityLocation, type ActivityLocation } from './activityLocation';

/** The log's filters and page live in the address's query; any change but the page's starts at the first page. */
export function useActivityLocation() {
  const [query, setQuery] = useSearchParams();
  const location = useMemo(() => parseActivityLocation(query), [query]);
  const goTo = useCallback(
    (change: Partial<ActivityLocation>) => setQuery(new URLSearchParams(activityLocationQuery({ ...location, page: 0, ...change }))),
    [location, setQuery],
  );
  return { location, goTo };
}
