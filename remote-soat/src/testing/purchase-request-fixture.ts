// Test data for the payment pages: a purchase request as the API answers it.
import type { PurchaseRequest } from '../components/purchase-request';

export const REQUEST_ID = '7d1f3a5e-2b4c-4e6f-8a9b-0c1d2e3f4a5b';

export function purchaseRequestFixture(overrides: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return {
    idSolicitudSoat: REQUEST_ID,
    estado: 'pendiente-pago',
    placa: 'ABC123',
    vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
    cotizacion: {
      codigoTarifa: '521',
      prima: 400000,
      contribucionAdres: 208000,
      subtotal: 608000,
      tasaRunt: 2700,
      total: 610700,
      inicioVigencia: '2026-03-10',
      finVigencia: '2027-03-09',
    },
    tomador: {
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Pérez Gómez',
      correoElectronico: 'a***@ejemplo.co',
      ciudad: 'Bogotá',
    },
    pago: null,
    poliza: null,
    ...overrides,
  };
}
