import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** What "Show older" needs of an infinite query (RTK Query's result has it all). */
export interface OlderPagesQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => PromiseLike<{ isError: boolean }>;
}

export interface OlderPagesLabels {
  /** "10 of 24 messages". */
  shown: string;
  older: string;
  loadingOlder: string;
  /** Said when the older page could not be read; the button stays to try again. */
  failed: string;
}

/**
 * A conversation read a page at a time, newest first: `showOlder` reads the next page, and the
 * focus goes to its first item once it is in, since the button that asked goes away with the
 * last page and the reader goes on where the list does. `itemFocus(index)` gives that item its
 * ref and tabIndex.
 */
export function useOlderPages(pages: OlderPagesQuery, shown: number) {
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const firstOlder = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusAt !== null) firstOlder.current?.focus();
  }, [focusAt]);
  const showOlder = async () => {
    const answer = await pages.fetchNextPage();
    if (!answer.isError) setFocusAt(shown);
  };
  const itemFocus = (index: number) => (index === focusAt ? { ref: firstOlder, tabIndex: -1 } : {});
  return { showOlder, itemFocus };
}

/** Under the list, once it runs past one page: how many are shown of all, and "Show older". */
export function OlderPagesFooter({ pages, onShowOlder, labels }: { pages: OlderPagesQuery; onShowOlder: () => Promise<void>; labels: OlderPagesLabels }) {
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {labels.shown}
      </Typography>
      {pages.hasNextPage && (
        <Button disabled={pages.isFetchingNextPage} onClick={() => void onShowOlder()}>
          {pages.isFetchingNextPage ? labels.loadingOlder : labels.older}
        </Button>
      )}
      {pages.isFetchNextPageError && !pages.isFetchingNextPage && (
        <Typography role="alert" variant="body2" color="error">
          {labels.failed}
        </Typography>
      )}
    </Stack>
  );
}
