import { LoadingState, useAppDispatch, useAppSelector } from '@openset/web-kit';
import { useEffect, type ReactNode } from 'react';
import { askSession } from './askSession';
import { sessionFromAnswer } from './sessionAnswer';

/**
 * On the first load the shell asks the bootstrap route (`authRoutes.bootstrap`) whether the
 * browser holds a live session (spec section 2), and renders nothing route-dependent until it
 * knows. The start-up has usually asked already (or signed the visitor in): then the store knows.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const bootstrapped = useAppSelector((state) => state.session.bootstrapped);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (bootstrapped) return;
    let current = true;
    void askSession().then((answer) => {
      if (current) dispatch(sessionFromAnswer(answer));
    });
    return () => {
      current = false;
    };
  }, [bootstrapped, dispatch]);

  return bootstrapped ? children : <LoadingState />;
}
