/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@soat/shared/router';
import { UiProvider } from '@soat/shared/ui';
import { setUpPage } from '../../testing/render-page';
import { purchaseDraftStore } from './purchase-draft-store';
import { PurchasePage } from './purchase-page';

beforeAll(setUpPage);

describe('the purchase page rendered by the server', () => {
  it('shows the first step empty: no kept draft read, no plate parameter shown', () => {
    const html = renderToString(
      <UiProvider>
        <MemoryRouter initialEntries={['/cotizar-soat/comprar-soat?placa=SHN123']}>
          <PurchasePage />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(html).toContain('Datos del vehículo');
    expect(html).not.toContain('SHN123');
    expect(purchaseDraftStore.getState().restored).toBe(false);
  });
});
