import type { ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';
import { LoadingState } from './LoadingState';

/** The parts of an RTK Query result a screen's states need. */
export interface QueryLike<T> {
  data?: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a screen shows of one query: its content once the data is in (kept while a refetch runs or
 * fails), an error panel with Retry when the first load failed, else the loading state.
 */
export function QueryContent<T>({
  query,
  failed,
  children,
}: {
  query: QueryLike<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorPanel message={failed} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}
