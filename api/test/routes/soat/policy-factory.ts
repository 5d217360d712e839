import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  payments,
  policies,
  purchaseRequests,
  type PurchaseRequestStatus,
  type StoredVehicle,
} from '../../../src/db/schema.js';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => letters[randomInt(letters.length)]!;

/** A car plate no other test uses (ABC123). */
export function uniqueCarPlate(): string {
  return `${letter()}${letter()}${letter()}${String(randomInt(1000)).padStart(3, '0')}`;
}

/** A motorcycle plate no other test uses (ABC12D). */
export function uniqueMotorcyclePlate(): string {
  return `${letter()}${letter()}${letter()}${String(randomInt(100)).padStart(2, '0')}${letter()}`;
}

export interface PolicyFixture {
  plate: string;
  startsOn: string;
  endsOn: string;
  holderDocumentType?: string;
  holderDocumentNumber?: string;
  userId?: string | null;
  vehicle?: StoredVehicle;
  tariffCode?: string;
  issuedAt?: Date;
  holderEmail?: string;
}

const defaultVehicle: StoredVehicle = {
  clase: 'automovil',
  servicio: 'particular',
  cilindraje: 1400,
  modelo: 2020,
  pasajeros: 5,
};
const amounts = { premium: null, adresContribution: null, subtotal: 444900, runtFee: 2400, total: 447300 };

/** The quote the server stored with the request, as POST /cotizaciones answers it. */
const quoteOf = (fixture: PolicyFixture) => ({
  placa: fixture.plate,
  vehiculo: fixture.vehicle ?? defaultVehicle,
  codigoTarifa: fixture.tariffCode ?? '511',
  categoria: 'Autos familiares',
  subcategoria: 'Menos de 1.500 c.c., 0 a 9 años',
  rangoDiferencial: false,
  anioTarifa: 2026,
  prima: amounts.premium,
  contribucionAdres: amounts.adresContribution,
  subtotal: amounts.subtotal,
  tasaRunt: amounts.runtFee,
  total: amounts.total,
  inicioVigencia: fixture.startsOn,
  finVigencia: fixture.endsOn,
  inicioMinimo: fixture.startsOn,
  inicioMaximo: fixture.startsOn,
  polizaVigenteHasta: null,
});

const holderOf = (fixture: PolicyFixture) => ({
  holderDocumentType: fixture.holderDocumentType ?? 'CC',
  holderDocumentNumber: fixture.holderDocumentNumber ?? '1020304050',
  holderFirstNames: 'Ana María',
  holderLastNames: 'Gómez Restrepo',
});

/** Where the holder lives and their mobile, on the request and (copied at issue) on the policy. */
const holderContact = { holderMobile: '3001234567', holderAddress: 'Calle 1 # 2-3', holderCity: 'Bogotá' };

/** A purchase request waiting for its payment, written straight into its table. */
export async function insertPurchaseRequest(
  app: Pick<FastifyInstance, 'db'>,
  fixture: PolicyFixture,
  status: PurchaseRequestStatus = 'pendiente-pago',
) {
  const [request] = await app.db
    .insert(purchaseRequests)
    .values({
      userId: fixture.userId ?? null,
      plate: fixture.plate,
      vehicle: fixture.vehicle ?? defaultVehicle,
      tariffCode: fixture.tariffCode ?? '511',
      tariffYear: 2026,
      ...amounts,
      startsOn: fixture.startsOn,
      endsOn: fixture.endsOn,
      quote: quoteOf(fixture),
      ...holderOf(fixture),
      holderEmail: fixture.holderEmail ?? 'ana.gomez@example.com',
      ...holderContact,
      status,
      termsAcceptedAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning();
  return request!;
}

/**
 * An issued policy written straight into the tables (request, approved payment, policy), as the
 * purchase flow leaves them, for the routes that only read policies.
 */
export async function insertPolicy(app: Pick<FastifyInstance, 'db'>, fixture: PolicyFixture) {
  const request = await insertPurchaseRequest(app, fixture, 'emitida');
  const [payment] = await app.db
    .insert(payments)
    .values({
      purchaseRequestId: request.id,
      idempotencyKey: randomUUID(),
      reference: `test-${randomUUID()}`,
      method: 'TARJETA',
      status: 'APROBADO',
      amountInCents: amounts.total * 100,
    })
    .returning();
  const [policy] = await app.db
    .insert(policies)
    .values({
      number: `SOAT-2026-${String(randomInt(100_000_000)).padStart(8, '0')}`,
      purchaseRequestId: request.id,
      paymentId: payment!.id,
      userId: fixture.userId ?? null,
      plate: fixture.plate,
      startsOn: fixture.startsOn,
      endsOn: fixture.endsOn,
      tariffCode: fixture.tariffCode ?? '511',
      tariffYear: 2026,
      ...amounts,
      vehicle: fixture.vehicle ?? defaultVehicle,
      ...holderOf(fixture),
      ...holderContact,
      insurer: 'Aseguradora Portal SOAT (de pruebas)',
      ...(fixture.issuedAt ? { issuedAt: fixture.issuedAt } : {}),
    })
    .returning();
  return { request, payment: payment!, policy: policy! };
}
