import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '@openset/contracts';

/** Session state (spec section 3): authenticated flag, swapping flag, timestamps. */
export interface SessionState {
  /** False until GET /api/bootstrap answered once, so guards wait instead of redirecting. */
  bootstrapped: boolean;
  authenticated: boolean;
  role: Role | null;
  accountId: string | null;
  csrfToken: string | null;
  /** A team swap is under way: a 401 then is expected and must not log out. */
  swapping: boolean;
  /** Epoch ms of the last pointer or keyboard activity (idle timeout, keep-alive). */
  lastActivity: number;
  lastPing: number;
  signedInAt: number | null;
}

export interface SessionStart {
  role: Role;
  accountId: string;
  csrfToken: string;
  now: number;
}

const initialState: SessionState = {
  bootstrapped: false,
  authenticated: false,
  role: null,
  accountId: null,
  csrfToken: null,
  swapping: false,
  lastActivity: 0,
  lastPing: 0,
  signedInAt: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, { payload }: PayloadAction<SessionStart>) {
      Object.assign(state, {
        bootstrapped: true,
        authenticated: true,
        role: payload.role,
        accountId: payload.accountId,
        csrfToken: payload.csrfToken,
        swapping: false,
        lastActivity: payload.now,
        lastPing: payload.now,
        signedInAt: payload.now,
      });
    },
    /** Logout, idle timeout, a 401, a failed guard: everything goes back to signed-out. */
    sessionReset() {
      return { ...initialState, bootstrapped: true };
    },
    activityRecorded(state, { payload }: PayloadAction<number>) {
      state.lastActivity = payload;
    },
    pinged(state, { payload }: PayloadAction<number>) {
      state.lastPing = payload;
    },
    swappingChanged(state, { payload }: PayloadAction<boolean>) {
      state.swapping = payload;
    },
    csrfTokenChanged(state, { payload }: PayloadAction<string>) {
      state.csrfToken = payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectAuthenticated: (state) => state.authenticated,
    selectRole: (state) => state.role,
    selectCsrfToken: (state) => state.csrfToken,
  },
});

export const { sessionStarted, sessionReset, activityRecorded, pinged, swappingChanged, csrfTokenChanged } =
  sessionSlice.actions;
export const { selectSession, selectAuthenticated, selectRole, selectCsrfToken } = sessionSlice.selectors;
