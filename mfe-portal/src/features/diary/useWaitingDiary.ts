import { useMemo } from 'react';
import { useOutboxEntries } from '../outbox/portalOutbox';

/** The diary's changes waiting on this phone: entries to add (oldest first), and the ids of stored entries to delete. */
export function useWaitingDiary() {
  const waiting = useOutboxEntries();
  return useMemo(
    () => ({
      adding: waiting.filter((entry) => entry.kind === 'diary'),
      deleting: new Set(waiting.flatMap((entry) => (entry.kind === 'diaryDelete' ? [entry.body.id] : []))),
    }),
    [waiting],
  );
}
