import { combineSlices, configureStore } from '@reduxjs/toolkit';
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

/** The shell builds the one store; a remote's dev harness builds its own the same way. */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
