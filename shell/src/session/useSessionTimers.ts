import {
  activityRecorded,
  flashAdded,
  pinged,
  signedOutLocally,
  useAppDispatch,
  useAppStore,
  useLogoutMutation,
  usePingMutation,
} from '@openset/web-kit';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isIdleExpired, shouldPing } from './timers';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is written to the store at most this often: pointer moves fire far more. */
const ACTIVITY_THROTTLE_MS = 1_000;

/**
 * Idle timeout and keep-alive of spec section 4, while a signed-in screen is shown: the idle
 * check runs every second against the profile's `timeout` minutes; a ping goes out at most once
 * per 120 s and only after activity.
 */
export function useSessionTimers(timeoutMinutes: number | undefined): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [ping] = usePingMutation();
  const [logout] = useLogoutMutation();

  useEffect(() => {
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_THROTTLE_MS) return;
      lastWrite = now;
      dispatch(activityRecorded(now));
      const { session } = store.getState();
      if (shouldPing(now, session.lastPing, now)) {
        dispatch(pinged(now));
        void ping();
      }
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [dispatch, store, ping]);

  useEffect(() => {
    if (!timeoutMinutes) return;
    const timer = setInterval(() => {
      const { session } = store.getState();
      if (!session.authenticated || !isIdleExpired(Date.now(), session.lastActivity, timeoutMinutes)) return;
      clearInterval(timer);
      // The server ends idle sessions on its own; the logout call only makes it immediate.
      void logout()
        .catch(() => undefined)
        .finally(async () => {
          await navigate('/login', { replace: true });
          dispatch(signedOutLocally());
          dispatch(flashAdded('info', 'flash.idleSignedOut'));
        });
    }, 1_000);
    return () => clearInterval(timer);
  }, [timeoutMinutes, store, logout, navigate, dispatch]);
}
