import { LoadingState, sessionReset, sessionStarted, useAppDispatch, useAppSelector, useBootstrapQuery } from '@openset/web-kit';
import { useEffect, type ReactNode } from 'react';

/**
 * On the first load the shell asks the bootstrap route (`authRoutes.bootstrap`) whether the
 * browser holds a live session (spec section 2), and renders nothing route-dependent until it knows.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const bootstrapped = useAppSelector((state) => state.session.bootstrapped);
  const dispatch = useAppDispatch();
  const { data, isError } = useBootstrapQuery(undefined, { skip: bootstrapped });

  useEffect(() => {
    if (bootstrapped) return;
    if (data?.authenticated) {
      dispatch(sessionStarted({ role: data.role, accountId: data.accountId, csrfToken: data.csrfToken, now: Date.now() }));
    } else if (data || isError) {
      dispatch(sessionReset());
    }
  }, [bootstrapped, data, isError, dispatch]);

  return bootstrapped ? children : <LoadingState />;
}
