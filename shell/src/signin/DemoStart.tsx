import { lifecycleAddresses, type Lang, type SignedIn } from '@openset/contracts/plain';
import { callRoute } from '@openset/web-kit/signed-out';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from './translate';

/**
 * "Try the demo" (spec section 2): a fresh demo account for the visitor, signed in at once. With
 * `/login?demo` it starts by itself when the page opens.
 */
export function DemoStart({ t, lang, autoStart, onSignedIn }: { t: Translate; lang: Lang; autoStart: boolean; onSignedIn: (signedIn: SignedIn) => void | Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = async () => {
    if (started.current) return;
    started.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await callRoute(lifecycleAddresses.demoLogin, { params: { lang } });
      // Stays busy: the app replaces this page.
      if (answer.outcome === 'success') await onSignedIn(answer);
    } catch {
      started.current = false;
      setBusy(false);
      setFailed(true);
    }
  };

  // Once, when the page opens (the first render's start and choice).
  const opening = useRef({ autoStart, start });
  useEffect(() => {
    if (opening.current.autoStart) void opening.current.start();
  }, []);

  return (
    <>
      <button type="button" className="sg-secondary" onClick={() => void start()} disabled={busy} data-testid="demo-start">
        {busy ? t('demo.starting') : t('demo.start')}
      </button>
      {failed && (
        <div className="sg-notice error" role="alert">
          {t('demo.failed')}
        </div>
      )}
    </>
  );
}
