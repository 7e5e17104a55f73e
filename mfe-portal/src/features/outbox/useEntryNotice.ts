import { useEffect, useRef, useState } from 'react';
import type { OutboxCall, OutboxEntry } from './outbox';
import { onOutboxFlushed, queue, useOutboxEntries } from './portalOutbox';

/**
 * Where the last entry a form sent stands, for the form's notice:
 * - 'sending': online, queued and not tried yet, or its first try not answered (a slow server);
 * - 'retrying': online, and a round ended without sending it (a server error, a lost connection,
 *   a wait asked for): kept, and sent again by itself (`retryLater`). "Saving…" stayed on screen
 *   for as long as a failing server kept the entry, with no word that anything had gone wrong;
 * - 'kept': offline, queued for when the connection returns;
 * - 'sent': the server took it (the notice turns to this when the connection comes back);
 * - 'refused': the server refused it, and it is not kept;
 * - 'notKept': the phone's storage would not keep it, so nothing was sent.
 * The notice used to say "saved" as soon as the entry was queued, before any answer and even
 * when the server then refused it, and "kept" stayed on screen after the entry had gone.
 */
export type EntryPhase = 'sending' | 'retrying' | 'kept' | 'sent' | 'refused' | 'notKept';

/** The entry followed: its outcome once heard, and whether a round has ended with it still waiting. */
type Tracked = { key: string; outcome?: 'sent' | 'refused'; waited?: boolean } | 'notKept' | null;

export function useEntryNotice(online: boolean, onRefused?: (entry: OutboxEntry) => void) {
  const [tracked, setTracked] = useState<Tracked>(null);
  const waiting = useOutboxEntries();
  // Read by a listener made once: the entry's round may end before an effect made after the
  // queuing would have listened.
  const listening = useRef<{ key: string | null; onRefused?: typeof onRefused }>({ key: null });
  listening.current.onRefused = onRefused;

  useEffect(
    () =>
      onOutboxFlushed((result) => {
        const { key } = listening.current;
        if (key === null) return;
        const refused = result.dropped.find((entry) => entry.key === key);
        const outcome = refused ? 'refused' : result.sent.some((entry) => entry.key === key) ? 'sent' : undefined;
        if (!outcome) {
          // The round stopped before this entry went: it waits for the next round.
          if (result.stopped) setTracked((shown) => (shown !== null && shown !== 'notKept' && shown.key === key && !shown.waited ? { ...shown, waited: true } : shown));
          return;
        }
        listening.current.key = null;
        setTracked({ key, outcome });
        if (refused) listening.current.onRefused?.(refused);
      }),
    [],
  );

  let phase: EntryPhase | null = null;
  if (tracked === 'notKept') phase = 'notKept';
  else if (tracked?.outcome) phase = tracked.outcome;
  else if (tracked) {
    const pending = waiting.some((entry) => entry.key === tracked.key);
    // Gone from the outbox unheard: another tab of this client sent it.
    phase = !pending ? 'sent' : !online ? 'kept' : tracked.waited ? 'retrying' : 'sending';
  }

  return {
    phase,
    /** Queues the call; false when it could not be kept (the phase says so). */
    send(call: OutboxCall): boolean {
      const entry = queue(call);
      listening.current.key = entry?.key ?? null;
      setTracked(entry ? { key: entry.key } : 'notKept');
      return entry !== null;
    },
    clear: () => {
      listening.current.key = null;
      setTracked(null);
    },
  };
}
