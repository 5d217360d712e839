import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type AlertType = 'error' | 'success' | 'info' | 'warning';
export type AlertAppearance = 'solid' | 'subtle' | 'outline';

export interface Alert {
  type: AlertType;
  appearance: AlertAppearance;
  title: string;
  message: string;
}

interface UiState {
  /** The banner; hidden when null. */
  alert: Alert | null;
  /** Requests in flight; the loading overlay shows while it is above zero. */
  pendingRequests: number;
  showAlert: (alert: Alert) => void;
  dismissAlert: () => void;
  requestStarted: () => void;
  requestFinished: () => void;
}

const initialState = { alert: null, pendingRequests: 0 };

export const uiStateStore = createStore<UiState>()((set) => ({
  ...initialState,
  showAlert: (alert) => set({ alert }),
  dismissAlert: () => set({ alert: null }),
  requestStarted: () => set((state) => ({ pendingRequests: state.pendingRequests + 1 })),
  requestFinished: () => set((state) => ({ pendingRequests: Math.max(0, state.pendingRequests - 1) })),
}));

export function useUiState<T>(selector: (state: UiState) => T): T {
  return useStore(uiStateStore, selector);
}

export const selectLoading = (state: UiState): boolean => state.pendingRequests > 0;

/** For tests: back to the state of a fresh page. */
export function resetUiStateStore(): void {
  uiStateStore.setState(initialState);
}
