import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_DATA_ELEMENT_ID } from '@soat/shared/federation';
import { resetPageData } from '@soat/shared/page-data';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { uiStateStore } from '@soat/shared/ui-state';
import { renderPage } from '../../testing/render-page';
import { EMPTY_HOLDER } from './holder-values';
import { draftFixture, HOLDER_FIXTURE, quoteFixture, renewalFixture } from './purchase-fixtures';
import { purchaseDraftStore } from './purchase-draft-store';
import { PurchasePage } from './purchase-page';
import { field, keep, location, openStep, setUpPurchasePage } from './purchase-page-testing';
import { RENEWAL_DATA } from './renewal-page-data';

// The purchase opened from a renewal reminder's link (issue 41): the vehicle and the new start day at once,
// the holder masked until the visitor types the holder's document, then the whole holder.

setUpPurchasePage();

const RENEWALS = '/soat/api/v1/renovaciones';
const HOLDER = '/soat/api/v1/renovaciones/tomador';
const WRONG =
  'Ese no es el documento del tomador de la póliza que renuevas. Revísalo, o escribe tus datos en el paso del tomador.';
const LINK = '/cotizar-soat/comprar-soat?renovar=token-del-correo';

const renewal = renewalFixture();
const documentNumber = () => screen.getByLabelText(/^Número de documento del tomador/);
const confirm = () => screen.getByRole('button', { name: 'Confirmar documento' });

/** The API: the link's masked renewal, and the whole holder for the holder's document only. */
function renewalApi() {
  const sent = recordRequests();
  testApi.use(
    api.post(RENEWALS, ({ response }) => response(200).json(renewal)),
    api.post(HOLDER, async ({ request, response }) => {
      const { numeroDocumento, tipoDocumento } = await request.json();
      if (numeroDocumento === '99999999')
        return response(429).json({ message: 'Demasiados intentos. Intenta de nuevo en unos minutos.' });
      return tipoDocumento === 'CC' && numeroDocumento === '1020304050'
        ? response(200).json({ tomador: HOLDER_FIXTURE.tomador })
        : response(400).json({ message: WRONG, errores: [{ campo: 'numeroDocumento', mensaje: WRONG }] });
    }),
    api.post('/soat/api/v1/cotizaciones', ({ response }) =>
      response(200).json(quoteFixture({ placa: 'XYZ98A', polizaVigenteHasta: '2099-05-31' })),
    ),
  );
  return sent;
}

describe("the purchase opened from a renewal reminder's link", () => {
  it('fills the vehicle and says when the new policy starts; the holder is shown masked and fills no field', async () => {
    const sent = renewalApi();
    renderPage(<PurchasePage />, { at: LINK });
    await waitFor(() => expect(field('Placa')).toHaveValue('XYZ98A'));
    expect(field('Clase de vehículo')).toHaveValue('motocicleta');
    expect(field('Cilindraje')).toHaveValue('150');
    expect(screen.getByRole('heading', { level: 2, name: 'Renovación del SOAT de la placa XYZ98A' })).toBeVisible();
    expect(
      screen.getByText('La nueva póliza empieza el 1 de junio de 2099, el día siguiente al fin de la que renuevas.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Tomador: Ana María Pérez Gómez, documento 10******50, correo a***@ejemplo.co, celular 300****567, dirección Calle ***.',
      ),
    ).toBeVisible();
    // the name and the kind of document only: nothing masked ever goes into the purchase
    expect(purchaseDraftStore.getState().draft.holder.tomador).toEqual({
      ...EMPTY_HOLDER.tomador,
      tipoDocumento: 'CC',
      nombres: 'Ana María',
      apellidos: 'Pérez Gómez',
    });
    // the document's type as the policy's, its number empty
    expect(screen.getByLabelText('Tipo de documento del tomador')).toHaveValue('CC');
    expect(documentNumber()).toHaveValue('');
    // the token is read once and leaves the address
    await waitFor(() => expect(location()).not.toHaveTextContent('renovar'));
    expect(sent.filter(({ path }) => path === RENEWALS).map(({ body }) => body)).toEqual([
      { token: 'token-del-correo' },
    ]);
  });

  it("says a wrong document on its field and keeps it typed; the holder's fills the holder and goes with the quote", async () => {
    const sent = renewalApi();
    renderPage(<PurchasePage />, { at: LINK });
    const user = userEvent.setup();
    await waitFor(() => expect(confirm()).toBeVisible());

    await user.click(confirm());
    expect(documentNumber()).toHaveAccessibleErrorMessage('Escribe el número de documento del tomador.');
    await user.type(documentNumber(), '1020304051');
    await user.click(confirm());
    await waitFor(() => expect(documentNumber()).toHaveAccessibleErrorMessage(WRONG));
    expect(documentNumber()).toHaveValue('1020304051');
    expect(purchaseDraftStore.getState().draft.holder.tomador.correoElectronico).toBe('');

    await user.clear(documentNumber());
    await user.type(documentNumber(), '1.020.304.050');
    await user.click(confirm());
    await waitFor(() =>
      expect(
        screen.getByText('Listo: llenamos los datos del tomador con los de la póliza que renuevas.'),
      ).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: 'Confirmar documento' })).toBeNull();
    expect(purchaseDraftStore.getState().draft.holder.tomador).toEqual(HOLDER_FIXTURE.tomador);
    expect(sent.filter(({ path }) => path === HOLDER).map(({ body }) => body)).toEqual([
      { token: 'token-del-correo', placa: 'XYZ98A', tipoDocumento: 'CC', numeroDocumento: '1020304051' },
      { token: 'token-del-correo', placa: 'XYZ98A', tipoDocumento: 'CC', numeroDocumento: '1020304050' },
    ]);

    // the quote counts the holder's policy in force: the new one starts the day after it ends
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(location()).toHaveTextContent('?paso=precio'));
    expect(sent.filter(({ path }) => path.endsWith('/cotizaciones')).map(({ body }) => body)).toEqual([
      {
        placa: 'XYZ98A',
        vehiculo: { clase: 'motocicleta', servicio: 'particular', cilindraje: 150, modelo: 2019 },
        tipoDocumento: 'CC',
        numeroDocumento: '1020304050',
      },
    ]);
  });

  it('says on the field when the tries ran out, with no alert of its own', async () => {
    renewalApi();
    uiStateStore.getState().dismissAlert();
    renderPage(<PurchasePage />, { at: LINK });
    const user = userEvent.setup();
    await waitFor(() => expect(confirm()).toBeVisible());
    await user.type(documentNumber(), '99999999');
    await user.click(confirm());
    await waitFor(() =>
      expect(documentNumber()).toHaveAccessibleErrorMessage('Demasiados intentos. Intenta de nuevo en unos minutos.'),
    );
    // the field says it: the HTTP client's notification is not shown beside it
    expect(uiStateStore.getState().alert).toBeNull();
  });

  it('asks for the document on the holder step too while it is not confirmed, and fills the step once it is', async () => {
    renewalApi();
    keep(
      draftFixture({
        holder: {
          ...EMPTY_HOLDER,
          tomador: { ...EMPTY_HOLDER.tomador, nombres: 'Ana María', apellidos: 'Pérez Gómez' },
        },
        renewal: { token: 'token-del-correo', renewal: { ...renewal, placa: 'ABC123' }, verified: false },
      }),
    );
    openStep('tomador');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Nombres')).toHaveValue('Ana María'));
    expect(field('Correo electrónico')).toHaveValue('');
    await user.type(documentNumber(), '1020304050');
    await user.click(confirm());
    await waitFor(() => expect(field('Correo electrónico')).toHaveValue('ana@ejemplo.co'));
    expect(field('Celular')).toHaveValue('3001234567');
    expect(field('Dirección')).toHaveValue('Calle 1 # 2-3');
    // confirmed: the question goes
    expect(screen.queryByLabelText(/^Número de documento del tomador/)).toBeNull();
  });

  it('shows a renewal the server rendered the page with at once, asking the API nothing for it', async () => {
    const sent = recordRequests();
    const element = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_DATA_ELEMENT_ID,
      textContent: JSON.stringify({ [RENEWAL_DATA]: renewal }),
    });
    document.body.append(element);
    resetPageData(); // read afresh: the earlier tests' pages found none
    try {
      renderPage(<PurchasePage />, { at: LINK });
      // in the first render: the page the server sent is taken over with the same values
      expect(field('Placa')).toHaveValue('XYZ98A');
      expect(field('Clase de vehículo')).toHaveValue('motocicleta');
      expect(screen.getByText(/^La nueva póliza empieza el 1 de junio de 2099/)).toBeVisible();
      expect(screen.getByLabelText('Tipo de documento del tomador')).toHaveValue('CC');
      expect(purchaseDraftStore.getState().draft.renewal).toEqual({
        token: 'token-del-correo',
        renewal,
        verified: false,
      });
      await waitFor(() => expect(location()).not.toHaveTextContent('renovar'));
      expect(sent.filter(({ path }) => path === RENEWALS)).toEqual([]);
    } finally {
      element.remove();
      resetPageData();
    }
  });
});
