import { useEffect, useRef, useState } from 'react';
import { onOutboxFlushed } from './portalOutbox';

/**
 * How many entries went once the connection (or the server) came back, for "3 entries sent":
 * counted from the moment entries had to wait (offline, or a round that stopped on a failure
 * that may pass) until the outbox is empty again, and kept on screen until the next wait.
 * Without it the count of entries waiting just disappeared, and the client was not told that
 * what they entered offline had arrived.
 */
export function useSentAfterWait(online: boolean): number {
  const [sent, setSent] = useState(0);
  const waited = useRef(!online);

  useEffect(() => {
    if (online || waited.current) return;
    waited.current = true;
    setSent(0);
  }, [online]);

  useEffect(
    () =>
      onOutboxFlushed((result) => {
        if (result.stopped && !waited.current) {
          waited.current = true;
          setSent(0);
        }
        if (waited.current && result.sent.length > 0) setSent((before) => before + result.sent.length);
        // Not stopped: everything this client had waiting went (or was refused).
        if (!result.stopped && navigator.onLine) waited.current = false;
      }),
    [],
  );
  return sent;
}
