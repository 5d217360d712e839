import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@soat/shared/format';
import type { PurchaseRequest } from '../../lib/purchase-request';
import { renderPage, TEST_API } from '../../testing/render-page';
import { policyFixture, purchaseRequestFixture, REQUEST_ID } from '../../testing/purchase-request-fixture';
import { PaymentResultPage } from './payment-result-page';
import { answerInTurn, money, ROUTE, setUpPaymentResultPage } from './payment-result-page-testing';

setUpPaymentResultPage();

const PAGE = `/cotizar-soat/pagos/respuesta-pago-soat/${REQUEST_ID}`;
const PAYMENT_ID = 'c0ffee00-0000-4000-8000-000000000001';
const NOW = '2026-03-10T15:00:00Z';

type Payment = NonNullable<PurchaseRequest['pago']>;

const payment = (overrides: Partial<Payment>): Payment => ({
  idPago: PAYMENT_ID,
  estado: 'PENDIENTE',
  metodo: 'NEQUI',
  mensaje: null,
  venceEn: null,
  celular: null,
  efectivo: null,
  motivoReembolso: null,
  actualizadoEn: NOW,
  ...overrides,
});

/** A Nequi payment sent to the holder's mobile at NOW, to approve within four minutes. */
const nequi = (overrides: Partial<Payment> = {}) =>
  purchaseRequestFixture({
    pago: payment({ venceEn: '2026-03-10T15:04:00Z', celular: '300****567', ...overrides }),
  });

const VOUCHER = `/soat/api/v1/solicitudes/${REQUEST_ID}/pagos/${PAYMENT_ID}/comprobante`;
/** A cash payment to make by 23:59 of 18 March in Colombia (04:59 UTC of the 19th). */
const cash = (urlComprobante = VOUCHER) =>
  purchaseRequestFixture({
    pago: payment({
      metodo: 'EFECTIVO',
      venceEn: '2026-03-19T04:59:00Z',
      efectivo: { codigoConvenio: '110342', referenciaPago: '7D1F3A5E2B4C', urlComprobante },
    }),
  });

const openPage = () => renderPage(<PaymentResultPage />, { at: PAGE, path: ROUTE });
/** What the time left reads on the screen, and what a screen reader is told of it. */
const timeLeft = () => {
  const value = screen.getByText('Tiempo para aprobarlo', { selector: 'dt' }).nextElementSibling!;
  return {
    shown: value.querySelector('[aria-hidden="true"]')?.textContent,
    read: value.textContent?.replace(value.querySelector('[aria-hidden="true"]')?.textContent ?? '', ''),
  };
};

describe('a Nequi payment waiting for approval', () => {
  it('says where the notification went, the amount, the time left and what to do if it did not arrive', async () => {
    jest.useFakeTimers({ now: new Date(NOW) });
    answerInTurn(nequi());
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Aprueba el pago en tu app Nequi' })).toBeVisible();
    expect(
      screen.getByText(`Te enviamos una notificación al celular 300****567 para aprobar el pago de ${money(610700)}.`),
    ).toBeVisible();
    expect(timeLeft().shown).toBe('4:00');
    expect(screen.getByRole('heading', { level: 3, name: '¿No te llegó la notificación?' })).toBeVisible();
    expect(screen.getByText(/Revisa que 300\*\*\*\*567 sea el celular de tu cuenta Nequi/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Cómo aprobarlo' })).toBeVisible();
    const steps = screen.getByRole('heading', { level: 3, name: 'Cómo aprobarlo' }).nextElementSibling!;
    expect([...steps.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Abre la app Nequi en tu celular.',
      'Toca la notificación del pago (también está en las notificaciones de la app) y acéptalo.',
      'Vuelve a esta página: se actualiza sola cuando el pago se apruebe.',
    ]);
  });

  it('counts the time down every second, and reads it out only on arrival and at 2 and 1 minutes and 30 seconds left', async () => {
    jest.useFakeTimers({ now: new Date(NOW) });
    answerInTurn(nequi());
    openPage();
    await screen.findByRole('heading', { level: 2, name: 'Aprueba el pago en tu app Nequi' });
    // the page is a polite live region: the clock on the screen is hidden from it, a sentence is read instead
    expect(timeLeft().read).toBe('Te quedan 4 min para aprobar el pago en Nequi.');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(timeLeft().shown).toBe('3:59');
    await act(() => jest.advanceTimersByTimeAsync(100_000));
    expect(timeLeft().shown).toBe('2:19');
    expect(timeLeft().read).toBe('Te quedan 4 min para aprobar el pago en Nequi.');
    await act(() => jest.advanceTimersByTimeAsync(19_000));
    expect(timeLeft().shown).toBe('2:00');
    expect(timeLeft().read).toBe('Te quedan 2 min para aprobar el pago en Nequi.');
    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(timeLeft().read).toBe('Te quedan 2 min para aprobar el pago en Nequi.');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(timeLeft().read).toBe('Te quedan 1 min para aprobar el pago en Nequi.');
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(timeLeft().shown).toBe('0:30');
    expect(timeLeft().read).toBe('Te quedan menos de 30 segundos para aprobar el pago en Nequi.');
  });

  it('says the time is over, nothing was charged, and offers another way to pay', async () => {
    jest.useFakeTimers({ now: new Date(NOW) });
    answerInTurn(nequi());
    openPage();
    await screen.findByRole('heading', { level: 2, name: 'Aprueba el pago en tu app Nequi' });
    await act(() => jest.advanceTimersByTimeAsync(240_000));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Se acabó el tiempo para aprobar el pago en Nequi' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'El pago no se aprobó a tiempo, así que no te cobramos nada. Puedes pagar de nuevo con Nequi o con otro medio.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pagar de otra forma' })).toHaveAttribute(
      'href',
      `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`,
    );
    expect(screen.queryByRole('heading', { name: 'Aprueba el pago en tu app Nequi' })).not.toBeInTheDocument();
  });

  it('shows the policy once the payment is approved in the app, without a reload', async () => {
    jest.useFakeTimers({ now: new Date(NOW) });
    const sent = answerInTurn(
      nequi(),
      purchaseRequestFixture({
        estado: 'emitida',
        pago: payment({ estado: 'APROBADO', celular: '300****567' }),
        poliza: policyFixture(),
      }),
    );
    openPage();
    await screen.findByRole('heading', { level: 2, name: 'Aprueba el pago en tu app Nequi' });
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('heading', { level: 2, name: '¡Listo! Tu SOAT está expedido' })).toBeVisible();
    expect(sent).toHaveLength(2);
  });

  it("gives the reason of a declined Nequi payment, the gateway's words", async () => {
    answerInTurn(nequi({ estado: 'RECHAZADO', venceEn: null, mensaje: 'El pago venció sin aprobarse en Nequi.' }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu pago no fue aprobado' })).toBeVisible();
    expect(screen.getByText('Motivo: El pago venció sin aprobarse en Nequi.')).toBeVisible();
  });
});

describe('a cash payment waiting at a correspondent', () => {
  it('shows the voucher: amount, agreement code, reference, deadline in Colombia, how to pay and where it was emailed', async () => {
    answerInTurn(cash());
    openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Paga en efectivo en un corresponsal bancario' }),
    ).toBeVisible();
    const facts = [...document.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual([
      `Valor a pagar: ${formatMoney(610700)}`,
      'Código de convenio: 110342',
      'Referencia de pago: 7D1F3A5E2B4C',
      'Paga antes del: 18 de marzo de 2026 a las 23:59 (hora de Colombia)',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Cómo pagar' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Cómo pagar' }).nextElementSibling?.children).toHaveLength(4);
    expect(screen.getByText('Te enviamos este comprobante a tu correo (a***@ejemplo.co).')).toBeVisible();
  });

  it('links the voucher as a PDF from the API, and prints the page', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    answerInTurn(cash());
    openPage();
    const pdf = await screen.findByRole('link', { name: 'Descargar comprobante (PDF)' });
    expect(pdf).toHaveAttribute('href', `${TEST_API}${VOUCHER.slice(1)}`);
    expect(pdf).toHaveAttribute('download');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('links no voucher that is not a path of the API', async () => {
    answerInTurn(cash('javascript:alert(1)'));
    openPage();
    await screen.findByRole('heading', { level: 2, name: 'Paga en efectivo en un corresponsal bancario' });
    expect(screen.queryByRole('link', { name: 'Descargar comprobante (PDF)' })).not.toBeInTheDocument();
    expect(screen.getByText('Código de convenio', { selector: 'dt' })).toBeVisible();
  });
});

describe('a Botón Bancolombia or DaviPlata payment waiting at the gateway', () => {
  it.each(['BANCOLOMBIA', 'DAVIPLATA'] as const)('%s: waits like PSE, asking again', async (metodo) => {
    answerInTurn(purchaseRequestFixture({ pago: payment({ metodo }) }));
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu pago está en proceso' })).toBeVisible();
    expect(screen.getByText('Consultando el estado de tu pago…')).toBeVisible();
  });
});

describe('money that arrived after its payment had expired', () => {
  const late = (metodo: Payment['metodo']) =>
    purchaseRequestFixture({
      pago: payment({
        metodo,
        estado: 'APROBADO',
        motivoReembolso: 'pago-vencido',
        efectivo:
          metodo === 'EFECTIVO'
            ? { codigoConvenio: '110342', referenciaPago: '7D1F3A5E2B4C', urlComprobante: VOUCHER }
            : null,
      }),
    });

  it('cash paid late: says it came too late, that a person returns it to a confirmed account, and offers to pay again, asking no more', async () => {
    const sent = answerInTurn(late('EFECTIVO'));
    openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tu pago llegó tarde: te devolvemos el dinero' }),
    ).toBeVisible();
    expect(screen.getByText(/^Tu pago llegó después de su plazo/)).toHaveTextContent(
      /en los próximos 2 días hábiles te escribiremos a tu correo \(a\*\*\*@ejemplo\.co\)/,
    );
    expect(screen.getByRole('link', { name: 'Pagar de nuevo' })).toHaveAttribute(
      'href',
      `/cotizar-soat/pagos/realizar-pago-soat/${REQUEST_ID}`,
    );
    expect(screen.queryByText('Consultando el estado de tu pago…')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('Nequi paid late: the money goes back to the same Nequi account', async () => {
    answerInTurn(late('NEQUI'));
    openPage();
    await screen.findByRole('heading', { level: 2, name: 'Tu pago llegó tarde: te devolvemos el dinero' });
    expect(screen.getByText(/^Tu pago llegó después de su plazo/)).toHaveTextContent(
      /a tu cuenta Nequi en los próximos 2 días hábiles/,
    );
  });
});
