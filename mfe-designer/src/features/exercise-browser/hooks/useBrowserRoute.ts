import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isBrowserTab, type BrowserTab } from '../api/exercisesApi';

export interface BrowserRoute {
  tab: BrowserTab;
  /** The open custom folder (custom tab only), from the URL. */
  folderId: string | null;
  setIds: string | undefined;
  goTo: (tab: BrowserTab, folderId?: string | null) => void;
}

/**
 * Tab and folder live in the URL (`exerciseBrowser/:tab/:folderId?/setBuilder/:setIds?`), so a
 * reload or a shared link opens the same place; the open sets are kept as they are.
 */
export function useBrowserRoute(): BrowserRoute {
  const params = useParams();
  const navigate = useNavigate();
  const tab: BrowserTab = isBrowserTab(params.tab) ? params.tab : 'stock';
  const folderId = tab === 'custom' ? (params.folderId ?? null) : null;
  const setIds = params.setIds;
  const goTo = useCallback(
    (next: BrowserTab, nextFolder: string | null = null) => {
      const folder = next === 'custom' && nextFolder ? `/${encodeURIComponent(nextFolder)}` : '';
      const sets = setIds ? `/${setIds}` : '';
      // `..` leaves the browser route for the designer's mount point, as the shell mounts it.
      void navigate(`../exerciseBrowser/${next}${folder}/setBuilder${sets}`);
    },
    [navigate, setIds],
  );
  return { tab, folderId, setIds, goTo };
}
