// Test data for the purchase page's tests: answers as the API gives them.
import { addDays, policyEndDate, todayInColombia } from '@soat/shared/rules/validity';
import type { Quote } from './api/quote';
import type { Renewal } from './api/renewal';
import type { PurchaseDraft } from './purchase-draft';
import { EMPTY_HOLDER } from './holder-values';
import { EMPTY_VEHICLE } from './vehicle-schema';

/** Today, and the days the API would allow a policy to start on (the rules' real clock). */
export const TODAY = todayInColombia();

export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return {
    placa: 'ABC123',
    vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
    codigoTarifa: '521',
    categoria: 'Autos familiares',
    subcategoria: 'De 1.500 a 2.500 c.c., 0 a 9 años',
    rangoDiferencial: false,
    anioTarifa: 2026,
    prima: 400000,
    contribucionAdres: 208000,
    subtotal: 608000,
    tasaRunt: 2700,
    total: 610700,
    inicioVigencia: TODAY,
    finVigencia: policyEndDate(TODAY),
    inicioMinimo: TODAY,
    inicioMaximo: addDays(TODAY, 30),
    polizaVigenteHasta: null,
    ...overrides,
  };
}

export const HOLDER_FIXTURE = {
  tomador: {
    tipoDocumento: 'CC' as const,
    numeroDocumento: '1020304050',
    nombres: 'Ana María',
    apellidos: 'Pérez Gómez',
    correoElectronico: 'ana@ejemplo.co',
    celular: '3001234567',
    direccion: 'Calle 1 # 2-3',
    ciudad: 'Bogotá',
  },
  aceptaTerminos: true,
};

/** What a renewal reminder's link reads: a motorcycle's policy and its holder, masked as the API answers them. */
export function renewalFixture(): Renewal {
  return {
    placa: 'XYZ98A',
    vehiculo: { clase: 'motocicleta', servicio: 'particular', cilindraje: 150, modelo: 2019 },
    inicioVigencia: '2099-06-01',
    tomador: {
      tipoDocumento: 'CC',
      numeroDocumento: '10******50',
      nombres: 'Ana María',
      apellidos: 'Pérez Gómez',
      correoElectronico: 'a***@ejemplo.co',
      celular: '300****567',
      direccion: 'Calle ***',
    },
  };
}

/** A draft as the page keeps it after a quote (and, optionally, the holder's data). */
export function draftFixture(overrides: Partial<PurchaseDraft> = {}): PurchaseDraft {
  const quote = quoteFixture();
  return {
    vehicle: {
      ...EMPTY_VEHICLE,
      placa: 'ABC123',
      vehiculo: {
        ...EMPTY_VEHICLE.vehiculo,
        clase: 'automovil',
        servicio: 'particular',
        cilindraje: '1600',
        modelo: '2020',
        pasajeros: '5',
      },
    },
    quote,
    holder: EMPTY_HOLDER,
    requestId: null,
    runt: null,
    renewal: null,
    ...overrides,
  };
}
