import { screen, within } from '@testing-library/react';
import { paymentPath } from '@soat/shared/router';
import { renderPage } from '../../testing/render-page';
import type { MyPurchaseRequest } from './api/my-policies';
import { MyPoliciesPage } from './my-policies-page';
import { answer, policy, prepareMyPoliciesTests, signIn } from './my-policies-test-data';

// The customer's purchase requests without an issued policy: the one waiting for its payment, and where the
// money of one that could not be issued is.

prepareMyPoliciesTests();

function pendingRequest(overrides: Partial<MyPurchaseRequest> = {}): MyPurchaseRequest {
  const vehicle = { clase: 'motocicleta', servicio: 'particular', cilindraje: 150, modelo: 2022 } as const;
  return {
    idSolicitudSoat: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    estado: 'pendiente-pago',
    placa: 'XYZ12A',
    vehiculo: vehicle,
    origenDatosVehiculo: 'digitados',
    cotizacion: {
      placa: 'XYZ12A',
      vehiculo: vehicle,
      codigoTarifa: '120',
      categoria: 'Motos',
      subcategoria: 'De 100 a 200 c.c.',
      rangoDiferencial: true,
      anioTarifa: 2026,
      prima: 224_300,
      contribucionAdres: null,
      subtotal: 340_900,
      tasaRunt: 2_400,
      total: 343_300,
      inicioVigencia: '2026-04-01',
      finVigencia: '2027-03-31',
      inicioMinimo: '2026-03-20',
      inicioMaximo: '2026-04-19',
      polizaVigenteHasta: null,
    },
    tomador: {
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Pérez',
      correoElectronico: 'a***@ejemplo.co',
      celular: '300****567',
      ciudad: 'Bogotá',
    },
    pago: {
      idPago: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
      estado: 'RECHAZADO',
      metodo: 'TARJETA',
      mensaje: 'Tarjeta rechazada',
      venceEn: null,
      celular: null,
      efectivo: null,
      motivoReembolso: null,
      actualizadoEn: '2026-03-20T15:00:00Z',
    },
    poliza: null,
    venceEn: '2026-03-28T05:00:00.000Z',
    ...overrides,
  };
}

describe('the "mis pólizas" page', () => {
  it('links a request waiting for its payment to its payment page, and explains the others', async () => {
    signIn();
    const waiting = pendingRequest();
    const refund = pendingRequest({
      idSolicitudSoat: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
      estado: 'reembolso-pendiente',
      placa: 'DEF456',
      pago: {
        idPago: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a',
        estado: 'APROBADO',
        metodo: 'PSE',
        mensaje: null,
        venceEn: null,
        celular: null,
        efectivo: null,
        motivoReembolso: null,
        actualizadoEn: '2026-03-21T10:00:00Z',
      },
    });
    const issued = pendingRequest({ idSolicitudSoat: policy().idSolicitudSoat, estado: 'emitida', poliza: policy() });
    answer({ polizas: [policy()], solicitudes: [waiting, refund, issued] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const table = await screen.findByRole('table', { name: 'Solicitudes de compra sin póliza expedida' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['XYZ12A', 'DEF456']);
    const waitingRow = within(table).getByRole('rowheader', { name: 'XYZ12A' }).closest('tr')!;
    expect(waitingRow).toHaveTextContent('Pendiente de pago');
    expect(waitingRow).toHaveTextContent('Rechazado');
    expect(within(waitingRow).getByRole('link', { name: 'Ir al pago de la placa XYZ12A' })).toHaveAttribute(
      'href',
      paymentPath('realizar', waiting.idSolicitudSoat),
    );
    const refundRow = within(table).getByRole('rowheader', { name: 'DEF456' }).closest('tr')!;
    expect(refundRow).toHaveTextContent('te devolveremos el dinero');
    expect(within(refundRow).queryByRole('link')).toBeNull();
  });

  it('says where the money of a request that could not be issued is: refunded, or being returned by the team', async () => {
    signIn();
    const payment = {
      idPago: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a',
      estado: 'APROBADO' as const,
      metodo: 'PSE' as const,
      mensaje: null,
      venceEn: null,
      celular: null,
      efectivo: null,
      motivoReembolso: null,
      actualizadoEn: '2026-03-21T10:00:00Z',
    };
    const refunded = pendingRequest({ estado: 'reembolsada', placa: 'DEF456', pago: payment });
    const manual = pendingRequest({
      idSolicitudSoat: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
      estado: 'reembolso-en-gestion',
      placa: 'GHI789',
      pago: payment,
    });
    answer({ polizas: [], solicitudes: [refunded, manual] });
    renderPage(<MyPoliciesPage />, { at: '/soat/mis-polizas' });
    const table = await screen.findByRole('table', { name: 'Solicitudes de compra sin póliza expedida' });
    const refundedRow = within(table).getByRole('rowheader', { name: 'DEF456' }).closest('tr')!;
    expect(refundedRow).toHaveTextContent('Reembolsada');
    expect(refundedRow).toHaveTextContent('te devolvimos el dinero');
    const manualRow = within(table).getByRole('rowheader', { name: 'GHI789' }).closest('tr')!;
    expect(manualRow).toHaveTextContent('Reembolso en gestión');
    expect(manualRow).toHaveTextContent('te escribiremos por correo para devolverte el dinero');
    expect(within(table).queryByRole('link')).toBeNull();
  });
});
