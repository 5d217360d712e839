import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@soat/shared/router';
import { testApi } from '@soat/shared/testing';
import { json, signInOperator } from '../../testing/operator-api';
import { EVENTS, FOUND, PURCHASE_ID, purchasesApi } from '../../testing/purchases-api';
import { renderPage, setUpPage } from '../../testing/render-page';
import { TimelinePage } from './timeline-page';

beforeAll(setUpPage);
afterEach(() => sessionStorage.clear());

const at = `${PATHS.operador}/compras/${PURCHASE_ID}`;
const path = `${PATHS.operador}/compras/:id`;
const location = () => screen.getByTestId('location');

describe('A purchase’s timeline (/operador/compras/:id)', () => {
  it('lists the events in order in an ordered list, each with its time and its actor', async () => {
    signInOperator();
    const asked: string[] = [];
    testApi.use(
      purchasesApi.timeline((_request, params) => {
        asked.push(params.id!);
        return json({ compra: FOUND, eventos: EVENTS });
      }),
    );
    renderPage(<TimelinePage />, { at, path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compra de la placa ABC123' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Historia de la compra' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Cliente.*Solicitud de la placa ABC123/),
      expect.stringMatching(/Pasarela de pagos.*APPROVED/),
      expect.stringMatching(/Sistema.*Póliza SOAT-2026-00000042 expedida/),
      expect.stringMatching(/Operador ana@operacion\.co.*Motivo: El cliente llamó/),
    ]);
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T14:00:00.000Z');
    expect(screen.getByText('Tomador: Ana María Gómez Pérez · CC 10******50')).toBeVisible();
    expect(asked).toEqual([PURCHASE_ID]);
  });

  it('resends the certificate only after the confirmation, says so and loads the timeline again', async () => {
    signInOperator();
    let resent = 0;
    let loads = 0;
    testApi.use(
      purchasesApi.timeline(() => {
        loads += 1;
        return json({ compra: FOUND, eventos: EVENTS });
      }),
      purchasesApi.resend(() => {
        resent += 1;
        return json({ message: 'El certificado de la póliza volverá a enviarse al correo del tomador.' });
      }),
    );
    renderPage(<TimelinePage />, { at, path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reenviar certificado' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Reenviar el certificado?' });
    // right under the page's h1: the dialog's heading keeps the outline in order
    expect(within(confirm).getByRole('heading', { level: 2, name: '¿Reenviar el certificado?' })).toBeVisible();
    expect(resent).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reenviar certificado' })).toHaveFocus();
    expect(resent).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Reenviar certificado' }));
    await user.click(screen.getByRole('button', { name: 'Sí, reenviar' }));
    expect(
      await screen.findByText('El certificado de la póliza volverá a enviarse al correo del tomador.'),
    ).toBeVisible();
    expect(resent).toBe(1);
    await waitFor(() => expect(loads).toBe(2));
  });

  it('does not offer to resend a certificate a purchase without a policy does not have', async () => {
    signInOperator();
    testApi.use(purchasesApi.timeline(() => json({ compra: { ...FOUND, poliza: null }, eventos: EVENTS.slice(0, 1) })));
    renderPage(<TimelinePage />, { at, path });
    expect(await screen.findByRole('button', { name: 'Reenviar certificado' })).toBeDisabled();
    expect(screen.getByText('Sin póliza')).toBeVisible();
  });

  it('corrects the holder’s email with a reason, showing the API’s field messages in Spanish', async () => {
    signInOperator();
    const bodies: unknown[] = [];
    testApi.use(
      purchasesApi.timeline(() => json({ compra: FOUND, eventos: EVENTS })),
      purchasesApi.email(async (request) => {
        const body = (await request.json()) as { correoElectronico: string };
        bodies.push(body);
        if (body.correoElectronico === 'ana.gomez@example.com') {
          return json(
            {
              message: 'Revisa los datos.',
              errores: [{ campo: 'correoElectronico', mensaje: 'Ese ya es el correo del tomador.' }],
            },
            400,
          );
        }
        return json({ idSolicitudSoat: PURCHASE_ID, correoElectronico: 'n***@example.com' });
      }),
    );
    renderPage(<TimelinePage />, { at, path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Corregir correo' }));
    const dialog = screen.getByRole('dialog', { name: 'Corregir el correo del tomador' });
    const email = within(dialog).getByRole('textbox', { name: /Nuevo correo electrónico/ });
    expect(email).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar el correo' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeVisible();
    expect(within(dialog).getByText('De 10 a 500 caracteres. Queda en la auditoría.')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await user.type(email, 'ana.gomez@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'El cliente pidió el cambio');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar el correo' }));
    expect(await within(dialog).findByText('Ese ya es el correo del tomador.')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Revisa los datos.');

    await user.clear(email);
    await user.type(email, 'nuevo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar el correo' }));
    expect(await screen.findByText('Correo corregido: ahora es n***@example.com.')).toBeVisible();
    expect(bodies.at(-1)).toEqual({ correoElectronico: 'nuevo@example.com', motivo: 'El cliente pidió el cambio' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('retries a failed RUNT report and resends a rejected invoice through their routes, after a confirmation', async () => {
    signInOperator();
    const runtBodies: unknown[] = [];
    const resent: string[] = [];
    const failed = [
      ...EVENTS.slice(0, 3),
      {
        tipo: 'reporte-runt.fallido',
        en: '2026-11-20T18:00:00.000Z',
        actor: 'sistema',
        operador: null,
        descripcion: 'El reporte al RUNT falló tras 10 intentos',
        referencia: '11111111-2222-4333-8444-555555555555',
      },
      {
        tipo: 'documento.rechazado',
        en: '2026-11-20T19:00:00.000Z',
        actor: 'sistema',
        operador: null,
        descripcion: 'Factura electrónica SETT1 rechazada por la DIAN',
        referencia: '66666666-7777-4888-8999-000000000000',
      },
    ];
    testApi.use(
      purchasesApi.timeline(() => json({ compra: FOUND, eventos: failed })),
      purchasesApi.retryRunt(async (request) => {
        runtBodies.push(await request.json());
        return json({ reintentados: 1 });
      }),
      purchasesApi.resendDocument((_request, params) => {
        resent.push(params.id!);
        return json({ reenviado: true });
      }),
    );
    renderPage(<TimelinePage />, { at, path });
    const user = userEvent.setup();
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: /Reintentar el reporte al RUNT|Reenviar a la DIAN/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Reintentar el reporte al RUNT' }));
    expect(runtBodies).toHaveLength(0);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, reintentar' }));
    expect(await screen.findByText('El reporte al RUNT volvió a intentarse.')).toBeVisible();
    expect(runtBodies).toEqual([{ idReporte: '11111111-2222-4333-8444-555555555555' }]);

    await user.click(screen.getByRole('button', { name: 'Reenviar a la DIAN' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, reenviar' }));
    expect(await screen.findByText('El documento volvió a enviarse a la DIAN.')).toBeVisible();
    expect(resent).toEqual(['66666666-7777-4888-8999-000000000000']);
  });

  it('shows the API’s message for an unknown purchase, and goes to the sign-in on a 401', async () => {
    signInOperator();
    testApi.use(purchasesApi.timeline(() => json({ message: 'No encontramos esa compra.' }, 404)));
    const { unmount } = renderPage(<TimelinePage />, { at, path });
    expect(await screen.findByText('No encontramos esa compra.')).toBeVisible();
    unmount();

    testApi.use(purchasesApi.timeline(() => json({ message: 'Sesión no válida.' }, 401)));
    renderPage(<TimelinePage />, { at, path });
    await waitFor(() => expect(location()).toHaveTextContent(PATHS.operadorIngresar));
  });
});
