import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What "Show older" needs of an infinite query (RTK Query's result has it all). */
export interface OlderPagesQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => PromiseLike<{ isError: boolean }>;
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

/**
 * Under a conversation, once it runs past one page: how many messages are shown of all, and
 * "Show older messages"; an older page that could not be read is said beside the button, which
 * stays to try again (offline: when the connection is back).
 */
export function OlderPagesFooter(props: { pages: OlderPagesQuery; shown: number; total: number; onShowOlder: () => Promise<void>; offline?: boolean }) {
  const { pages, shown, total, onShowOlder, offline = false } = props;
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('conversation.shown', { shown, total })}
      </Typography>
      {pages.hasNextPage && (
        <Button disabled={pages.isFetchingNextPage} onClick={() => void onShowOlder()}>
          {t(pages.isFetchingNextPage ? 'conversation.loadingOlder' : 'conversation.older')}
        </Button>
      )}
      {pages.isFetchNextPageError && !pages.isFetchingNextPage && (
        <Typography role="alert" variant="body2" color="error">
          {t(offline ? 'conversation.olderOffline' : 'conversation.olderFailed')}
        </Typography>
      )}
    </Stack>
  );
}
