import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/api';
import { flashSlice } from '../flash/flashSlice';
import { sessionSlice } from '../session/sessionSlice';

/**
 * Slices that remotes inject at run time. A remote declares its slice here by module
 * augmentation (`declare module '@openset/web-kit' { interface LazyLoadedSlices {...} }`)
 * and calls `rootReducer.inject(slice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice, flashSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * The shell builds the one store; a remote's dev harness builds its own the same way. It hears
 * the window's focus and connection (RTK Query's listeners) so that a query may ask to be read
 * again when the page comes back to the foreground or back online (`refetchOnFocus`,
 * `refetchOnReconnect` where it is used). Only where asked: on every screen a clinician's forms
 * would be read again under their typing at each switch of window.
 */
export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // For the page's life, as the store (nothing outside Node's tests builds more than one).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
