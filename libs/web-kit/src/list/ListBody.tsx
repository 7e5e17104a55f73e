import { Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../ui/ErrorPanel';
import { LoadingState } from '../ui/LoadingState';

/** What ListBody reads of the list's query (an RTK Query result). */
export interface ListQueryState {
  isError: boolean;
  isLoading: boolean;
  isUninitialized: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListBodyProps {
  query: ListQueryState;
  labels: { loading: string; error: string };
  /** What an empty list says, and its test id; null while the list has rows. */
  empty: { text: string; testId: string } | null;
  /** The rows (table and pages), drawn once the list is in and not empty. */
  children: ReactNode;
}

/**
 * A line under a list's toolbar while the rows on screen are being replaced (another page, sort
 * or search): kept at its height whether shown or not, so the list does not jump.
 */
export function RefreshBar({ shown }: { shown: boolean }) {
  const { t } = useTranslation('common');
  return <Box sx={{ height: 4, flexShrink: 0 }}>{shown && <LinearProgress aria-label={t('list.replacing')} sx={{ height: 4 }} />}</Box>;
}

/**
 * The body of a list screen (clients, templates) in each of its states: the refresh line above,
 * then the error with Retry, the first load, what an empty list says, or the rows.
 */
export function ListBody({ query, labels, empty, children }: ListBodyProps) {
  return (
    <>
      <RefreshBar shown={query.isFetching && !query.isLoading} />
      {query.isError ? (
        <ErrorPanel message={labels.error} onRetry={() => void query.refetch()} />
      ) : query.isLoading || query.isUninitialized ? (
        <LoadingState label={labels.loading} />
      ) : empty ? (
        <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, px: 4, py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }} data-testid={empty.testId}>
            {empty.text}
          </Typography>
        </Box>
      ) : (
        children
      )}
    </>
  );
}
