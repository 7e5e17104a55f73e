import { useEffect, useState } from 'react';

const CHANNEL = 'openset-tabs';

/**
 * True once the product was opened in another tab of this browser after this one: two tabs of
 * one session would overwrite each other's drafts and settings, so the older one steps back
 * (spec section 2: notice that the product is active in another tab, with a reload button).
 * Reloading makes this tab the newest, and the other one steps back in turn.
 */
export function useOtherTab(): boolean {
  const [otherTab, setOtherTab] = useState(false);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data === 'opened') setOtherTab(true);
    };
    channel.postMessage('opened');
    return () => channel.close();
  }, []);
  return otherTab;
}
