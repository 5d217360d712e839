/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import type { PageData } from '@soat/shared/federation';
import { PageDataProvider } from '@soat/shared/page-data';
import { MemoryRouter } from '@soat/shared/router';
import { UiProvider } from '@soat/shared/ui';
import { setUpPage } from '../../testing/render-page';
import { purchaseDraftStore } from './purchase-draft-store';
import { renewalFixture } from './purchase-fixtures';
import { PurchasePage } from './purchase-page';
import { RENEWAL_DATA } from './renewal-page-data';

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

describe("the purchase page opened from a renewal reminder's link, rendered by the server", () => {
  const renewal = renewalFixture();
  const render = (pageData?: PageData) =>
    renderToString(
      <UiProvider>
        <MemoryRouter initialEntries={['/cotizar-soat/comprar-soat?renovar=token-del-correo']}>
          <PageDataProvider data={pageData}>
            <PurchasePage />
          </PageDataProvider>
        </MemoryRouter>
      </UiProvider>,
    );

  it('shows the vehicle of the policy it renews, filled, and keeps nothing in the shared store', () => {
    const html = render({ [RENEWAL_DATA]: renewal });
    expect(html).toContain('value="XYZ98A"');
    // the class and service chosen, the engine size typed: every field the step shows, not only the plate
    expect(html).toMatch(/<option value="motocicleta" selected="">/);
    expect(html).toMatch(/<option value="particular" selected="">/);
    expect(html).toContain('value="150"');
    expect(html).toContain('value="2019"');
    expect(html).toContain('Llenamos el vehículo con el de la póliza que renuevas');
    expect(html).not.toContain('Trayendo los datos de la póliza que renuevas');
    // one visitor's renewal never reaches the module's store, which every render on this server shares
    expect(purchaseDraftStore.getState().draft.vehicle.placa).toBe('');
    expect(purchaseDraftStore.getState().restored).toBe(false);
  });

  it('says, before any touch, the day the new policy starts, and asks for the holder’s document, their type chosen', () => {
    const html = render({ [RENEWAL_DATA]: renewal });
    expect(html).toContain('Renovación del SOAT de la placa XYZ98A');
    expect(html).toContain(
      'La nueva póliza empieza el 1 de junio de 2099, el día siguiente al fin de la que renuevas.',
    );
    expect(html).toContain('Número de documento del tomador');
    expect(html).toMatch(/<option value="CC" selected="">/);
    // the holder as the link shows them: masked, in a sentence, never in a field
    expect(html).toContain('documento 10******50, correo a***@ejemplo.co, celular 300****567, dirección Calle ***.');
    for (const masked of Object.values(renewal.tomador).filter((value) => value.includes('*'))) {
      expect(html).not.toContain(`value="${masked}"`);
    }
  });

  it('is written in its loading state when there is no renewal to show (the app then asks for it)', () => {
    const html = render();
    expect(html).toContain('Trayendo los datos de la póliza que renuevas');
    expect(html).not.toContain('XYZ98A');
  });
});
