import { useEffect, useRef, useState } from 'react';
import type { OutboxEntry } from './outbox';
import { onOutboxFlushed } from './portalOutbox';

/**
 * The entries that went once the connection (or the server) came back, for "sent: 2 exercises
 * marked done and 1 message":
 * counted from the moment entries had to wait (offline, or a round that stopped on a failure
 * that may pass) until the outbox is empty again, and kept on screen until the next wait.
 * Without it the count of entries waiting just disappeared, and the client was not told that
 * what they entered offline had arrived.
 */
export function useSentAfterWait(online: boolean): readonly OutboxEntry[] {
  const [sent, setSent] = useState<readonly OutboxEntry[]>([]);
  const waited = useRef(!online);

  useEffect(() => {
    if (online || waited.current) return;
    waited.current = true;
    setSent([]);
  }, [online]);

  useEffect(
    () =>
      onOutboxFlushed((result) => {
        if (result.stopped && !waited.current) {
          waited.current = true;
          setSent([]);
        }
        if (waited.current && result.sent.length > 0) setSent((before) => [...before, ...result.sent]);
        // Not stopped: everything this client had waiting went (or was refused).
        if (!result.stopped && navigator.onLine) waited.current = false;
      }),
    [],
  );
  return sent;
}
