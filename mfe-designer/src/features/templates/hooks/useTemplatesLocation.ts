import { useAppDispatch } from '@openset/web-kit';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { locationPath, parseLocation, type TemplatesLocation } from '../model/location';
import { templatesVisited } from '../state/templatesSlice';

/**
 * The template browser state lives in the URL (`:root/:folderId?` and `?search=&sort=&dir=`), so
 * a reload, the back button or a link opens the same place; the store keeps the last one for
 * the next visit (the index route goes there).
 */
export function useTemplatesLocation() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useMemo(() => parseLocation(params.root, params.folderId, query), [params.root, params.folderId, query]);

  useEffect(() => {
    dispatch(templatesVisited(locationPath(location)));
  }, [dispatch, location]);

  /** Changes part of the location; a search or sort change replaces the history entry. */
  const goTo = useCallback(
    (change: Partial<TemplatesLocation>, options: { replace?: boolean } = {}) => {
      // `..` leaves the `:root/:folderId?` route for the mount point, wherever the shell mounts it.
      void navigate(`../${locationPath({ ...location, ...change })}`, { replace: options.replace ?? false });
    },
    [navigate, location],
  );
  return { location, goTo };
}
