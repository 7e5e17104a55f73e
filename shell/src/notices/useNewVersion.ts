import { useEffect, useState } from 'react';
import { loadAppConfig } from '../remotes/appConfig';
import { fingerprintOf } from './versionFingerprint';

/** How often the deployment is looked at, besides each time the tab comes back into view. */
const CHECK_MS = 5 * 60_000;

/**
 * True when the shell or a remote deployed now differs from what this page loaded: the page then
 * offers to refresh (spec section 2: notice that a new version is available, with a Refresh button).
 */
export function useNewVersion(): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    let stopped = false;
    let first: string | null = null;
    let urls: string[] = [];
    const check = async () => {
      if (stopped || changed) return;
      if (urls.length === 0) urls = ['/index.html', ...Object.values((await loadAppConfig()).remotes)];
      const now = await fingerprintOf(urls);
      if (now === null || stopped) return;
      if (first === null) first = now;
      else if (now !== first) setChanged(true);
    };
    void check();
    const timer = setInterval(() => void check(), CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [changed]);
  return changed;
}
