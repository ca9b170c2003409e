import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A text to show: either already translated (from the server) or a message id with values. */
export type Notice = { text: string } | { id: string; values?: Record<string, string | number> };

export interface AlertTip {
  notice: Notice;
  /** Shows a Confirm button; the tip still closes by itself. */
  confirm?: boolean;
}

export interface UiState {
  /** Requests in flight that asked for the overlay (SPEC.md §4: counted). */
  loading: number;
  toast: (Notice & { key: number }) | null;
  alert: (AlertTip & { key: number }) | null;
  /** Direction of the last page change, for the transition. */
  direction: 'forward' | 'back' | 'none';
  /** The customer-service chooser, when there is more than one address to choose from. */
  serviceSheet: boolean;
}

const initialState: UiState = { loading: 0, toast: null, alert: null, direction: 'none', serviceSheet: false };
let sequence = 0;

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    loadingStarted: (state) => {
      state.loading += 1;
    },
    loadingEnded: (state) => {
      state.loading = Math.max(0, state.loading - 1);
    },
    toastShown: {
      reducer: (state, action: PayloadAction<Notice & { key: number }>) => {
        state.toast = action.payload;
      },
      prepare: (notice: Notice) => ({ payload: { ...notice, key: ++sequence } }),
    },
    toastHidden: (state, action: PayloadAction<number>) => {
      if (state.toast?.key === action.payload) state.toast = null;
    },
    alertShown: {
      reducer: (state, action: PayloadAction<AlertTip & { key: number }>) => {
        state.alert = action.payload;
      },
      prepare: (tip: AlertTip) => ({ payload: { ...tip, key: ++sequence } }),
    },
    alertHidden: (state, action: PayloadAction<number>) => {
      if (state.alert?.key === action.payload) state.alert = null;
    },
    directionSet: (state, action: PayloadAction<UiState['direction']>) => {
      state.direction = action.payload;
    },
    serviceSheetToggled: (state, action: PayloadAction<boolean>) => {
      state.serviceSheet = action.payload;
    },
  },
  selectors: {
    selectLoading: (state) => state.loading > 0,
    selectToast: (state) => state.toast,
    selectAlert: (state) => state.alert,
    selectDirection: (state) => state.direction,
    selectServiceSheet: (state) => state.serviceSheet,
  },
});

export const { loadingStarted, loadingEnded, toastShown, toastHidden, alertShown, alertHidden, directionSet, serviceSheetToggled } =
  uiSlice.actions;
export const { selectLoading, selectToast, selectAlert, selectDirection, selectServiceSheet } = uiSlice.selectors;
