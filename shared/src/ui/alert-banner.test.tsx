import { act, render, screen } from '@testing-library/react';
import { initI18nWithTexts } from '@soat/shared/i18n';
import { resetUiStateStore, uiStateStore } from '@soat/shared/ui-state';
// the light door alone, as on the host's pages: `@soat/shared/ui` (with Alert) is not loaded yet
import { AlertBanner } from './alert-banner';
import { UiProvider } from './ui-provider';

const ALERT = { type: 'error', appearance: 'solid', title: 'Sin conexión', message: 'Inténtelo de nuevo.' } as const;

function showBanner(loadAlert?: () => Promise<unknown>) {
  render(
    <UiProvider>
      <AlertBanner loadAlert={loadAlert} />
    </UiProvider>,
  );
  act(() => uiStateStore.getState().showAlert(ALERT));
}

// the page's i18next, as on a page: the banner's close button is labelled from the shared texts
beforeAll(() => initI18nWithTexts('app', 'es', {}));
afterEach(resetUiStateStore);

// in this order: once `@soat/shared/ui` has loaded, its Alert stays (as on a page)
describe('the alert banner of the light UI door', () => {
  it('shows the message plainly when the ui door’s code does not arrive', async () => {
    showBanner(() => Promise.reject(new Error('offline')));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Sin conexión');
    expect(banner).toHaveTextContent('Inténtelo de nuevo.');
    expect(banner).not.toHaveClass('chakra-alert__root');
    // still closable, by a labelled button
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });

  it('loads the ui door when an alert shows, and renders with its Alert', async () => {
    const load = jest.fn(() => import('@soat/shared/ui'));
    showBanner(load);
    const banner = await screen.findByRole('alert');
    // Chakra's Alert, its status icon with it
    expect(banner).toHaveClass('chakra-alert__root');
    expect(banner.querySelector('svg')).not.toBeNull();
    expect(banner).toHaveTextContent('Sin conexión');
    expect(screen.getByRole('button')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders with the loaded Alert at once, in the alert’s first render', () => {
    showBanner();
    expect(screen.getByRole('alert')).toHaveClass('chakra-alert__root');
  });
});
