import { ErrorPanel, LoadingState } from '@openset/web-kit';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteKey } from './appConfig';
import { loadRemoteRoutes, REMOTE_LOAD_TIMEOUT_MS, type RemoteModule } from './federation';

type LoadState = { kind: 'loading' } | { kind: 'ready'; Routes: ComponentType } | { kind: 'failed' };

/**
 * Mounts a remote's routes (`./Routes`, or another route module it exposes) where the shell's route matched. A remote that fails to load, does
 * not answer within 120 s or throws while rendering shows an error with a Retry button: never a
 * blank page.
 */
export function RemoteRoutes({ remote, module = 'Routes' }: { remote: RemoteKey; module?: RemoteModule }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadRemoteRoutes(remote, attempt > 0, REMOTE_LOAD_TIMEOUT_MS, module).then(
      (Routes) => live && setState({ kind: 'ready', Routes }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const failed = <RemoteFailed onRetry={retry} />;
  switch (state.kind) {
    case 'loading':
      return <LoadingState label={t('remote.loading', { name: t(module === 'Templates' ? 'nav.templates' : module === 'Education' ? 'nav.education' : (`nav.${remote === 'manager' ? 'teams' : remote}` as const)) })} />;
    case 'failed':
      return failed;
    case 'ready':
      return (
        <RenderBoundary key={attempt} fallback={failed}>
          <state.Routes />
        </RenderBoundary>
      );
  }
}

function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorPanel message={t('errors.loadFailed')} hint={t('errors.loadFailedHint')} onRetry={onRetry} />;
}

/** Catches render errors of a remote so the shell's frame (navigation, logout) stays usable. */
class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
