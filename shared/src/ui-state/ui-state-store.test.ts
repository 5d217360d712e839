import { resetUiStateStore, selectLoading, uiStateStore } from './ui-state-store';

afterEach(resetUiStateStore);

const alert = { type: 'error', appearance: 'outline', title: 'Error', message: 'Algo falló' } as const;

describe('UI state', () => {
  it('shows an alert while one is set and hides it when null', () => {
    uiStateStore.getState().showAlert(alert);
    expect(uiStateStore.getState().alert).toEqual(alert);
    uiStateStore.getState().dismissAlert();
    expect(uiStateStore.getState().alert).toBeNull();
  });

  it('reports loading while any request is in flight', () => {
    const { requestStarted, requestFinished } = uiStateStore.getState();
    requestStarted();
    requestStarted();
    requestFinished();
    expect(selectLoading(uiStateStore.getState())).toBe(true);
    requestFinished();
    expect(selectLoading(uiStateStore.getState())).toBe(false);
  });

  it('never counts below zero requests', () => {
    uiStateStore.getState().requestFinished();
    expect(uiStateStore.getState().pendingRequests).toBe(0);
  });
});
