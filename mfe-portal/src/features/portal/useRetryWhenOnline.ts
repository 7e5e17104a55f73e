import { useEffect } from 'react';

/**
 * A read that failed (`failed`) is tried again when the connection returns. Only then, not on
 * each failure: a failed read would go round at once.
 */
export function useRetryWhenOnline(online: boolean, failed: boolean, retry: () => unknown): void {
  useEffect(() => {
    if (online && failed) void retry();
  }, [online]);
}
