import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/api';
import { configSlice } from '../config/configSlice';
import { localeSlice } from '../i18n/localeSlice';
import { persistence } from '../session/persistence';
import { sessionSlice } from '../session/sessionSlice';
import { uiSlice } from '../ui/uiSlice';

/** The root reducer; remotes add their slices with rootReducer.inject(slice) when they load. */
export const rootReducer = combineSlices(api, sessionSlice, localeSlice, uiSlice, configSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One factory for the shell, the standalone harness and tests, so all of them build the same store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
