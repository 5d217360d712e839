// Test data for the payment pages: a purchase request as the API answers it.
import type { PurchaseRequest } from '../lib/purchase-request';

export const REQUEST_ID = '7d1f3a5e-2b4c-4e6f-8a9b-0c1d2e3f4a5b';

const vehicle = { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 } as const;
const amounts = { prima: 400000, contribucionAdres: 208000, subtotal: 608000, tasaRunt: 2700, total: 610700 };

export function purchaseRequestFixture(overrides: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return {
    idSolicitudSoat: REQUEST_ID,
    estado: 'pendiente-pago',
    placa: 'ABC123',
    vehiculo: vehicle,
    origenDatosVehiculo: 'digitados',
    cotizacion: {
      placa: 'ABC123',
      vehiculo: vehicle,
      codigoTarifa: '521',
      categoria: 'Autos familiares',
      subcategoria: 'De 1.500 a 2.500 c.c., 0 a 9 años',
      rangoDiferencial: false,
      anioTarifa: 2026,
      ...amounts,
      inicioVigencia: '2026-03-10',
      finVigencia: '2027-03-09',
      inicioMinimo: '2026-03-10',
      inicioMaximo: '2026-04-09',
      polizaVigenteHasta: null,
    },
    tomador: {
      tipoDocumento: 'CC',
      numeroDocumento: '10******50', // masked by the API, like the email and mobile
      nombres: 'Ana María',
      apellidos: 'Pérez Gómez',
      correoElectronico: 'a***@ejemplo.co',
      celular: '300****567',
      ciudad: 'Bogotá',
    },
    pago: null,
    venceEn: '2026-03-18T05:00:00.000Z',
    poliza: null,
    ...overrides,
  };
}

/** A card payment of the request above, started and not settled yet. */
export function pendingPaymentFixture(): NonNullable<PurchaseRequest['pago']> {
  return {
    idPago: 'c0ffee00-0000-4000-8000-000000000001',
    estado: 'PENDIENTE',
    metodo: 'TARJETA',
    mensaje: null,
    venceEn: null,
    celular: null,
    efectivo: null,
    motivoReembolso: null,
    actualizadoEn: '2026-03-10T15:00:00Z',
  };
}

/** The policy of the request above, as issued. */
export function policyFixture(overrides: Partial<NonNullable<PurchaseRequest['poliza']>> = {}) {
  return {
    numeroPoliza: 'SOAT-2026-00000042',
    idSolicitudSoat: REQUEST_ID,
    estado: 'vigente' as const,
    aseguradora: 'Aseguradora Portal SOAT (de pruebas)',
    nitAseguradora: '900000001-2',
    telefonoAseguradora: '601 555 0100 (línea de pruebas)',
    fechaExpedicion: '2026-03-10',
    horaExpedicion: '14:05',
    inicioVigencia: '2026-03-10',
    // bought the day it starts: it covers from the moment of issue
    horaInicioVigencia: '14:05',
    finVigencia: '2027-03-09',
    horaFinVigencia: '23:59',
    codigoTarifa: '521',
    anioTarifa: 2026,
    reporteRunt: 'pendiente' as const,
    radicadoRunt: null,
    fechaReporteRunt: null,
    ...amounts,
    placa: 'ABC123',
    vehiculo: vehicle,
    marca: 'RENAULT',
    linea: 'LOGAN',
    tomador: {
      tipoDocumento: 'CC' as const,
      numeroDocumento: '10******50', // masked by the API, like the email, address and mobile
      nombres: 'Ana María',
      apellidos: 'Pérez Gómez',
      direccion: 'Calle ***',
      ciudad: 'Bogotá',
      celular: '300****567',
    },
    coberturas: [
      { amparo: 'Incapacidad permanente', unidad: '180 SMLDV', valor: 10_505_430 },
      { amparo: 'Muerte y gastos funerarios', unidad: '750 SMLDV', valor: 43_772_625 },
    ],
    factura: null as NonNullable<PurchaseRequest['poliza']>['factura'],
    ...overrides,
  };
}

/** The policy's electronic invoice, once the DIAN validated it. */
export const validatedInvoiceFixture = {
  estado: 'validada' as const,
  numero: 'SETP990000002',
  cufe: '5085546a06a4502a25969a710e05b91e2bf08f7b3b1763813ce0a8a258cd4ce146b6f8be0d2ce6223dc457445ead4dcb',
};

/** The policy's electronic invoice while the DIAN has not validated it. */
export const invoiceInProcessFixture = { estado: 'en-proceso' as const, numero: null, cufe: null };
