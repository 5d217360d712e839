import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { payments, policies, purchaseRequests, type StoredVehicle } from '../../../src/db/schema.js';

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
}

/**
 * An issued policy written straight into the tables (request, approved payment, policy), as the
 * purchase flow leaves them, for the routes that only read policies.
 */
export async function insertPolicy(app: FastifyInstance, fixture: PolicyFixture) {
  const vehicle = fixture.vehicle ?? {
    clase: 'automovil',
    servicio: 'particular',
    cilindraje: 1400,
    modelo: 2020,
    pasajeros: 5,
  };
  const amounts = { premium: null, adresContribution: null, subtotal: 444900, runtFee: 2400, total: 447300 };
  const holder = {
    holderDocumentType: fixture.holderDocumentType ?? 'CC',
    holderDocumentNumber: fixture.holderDocumentNumber ?? '1020304050',
    holderFirstNames: 'Ana María',
    holderLastNames: 'Gómez Restrepo',
  };
  const tariffCode = fixture.tariffCode ?? '511';
  const [request] = await app.db
    .insert(purchaseRequests)
    .values({
      userId: fixture.userId ?? null,
      plate: fixture.plate,
      vehicle,
      tariffCode,
      tariffYear: 2026,
      ...amounts,
      startsOn: fixture.startsOn,
      endsOn: fixture.endsOn,
      quote: {},
      ...holder,
      holderEmail: 'ana.gomez@example.com',
      holderMobile: '3001234567',
      holderAddress: 'Calle 1 # 2-3',
      holderCity: 'Bogotá',
      status: 'emitida',
      termsAcceptedAt: new Date(),
    })
    .returning();
  const [payment] = await app.db
    .insert(payments)
    .values({
      purchaseRequestId: request!.id,
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
      purchaseRequestId: request!.id,
      paymentId: payment!.id,
      userId: fixture.userId ?? null,
      plate: fixture.plate,
      startsOn: fixture.startsOn,
      endsOn: fixture.endsOn,
      tariffCode,
      tariffYear: 2026,
      ...amounts,
      vehicle,
      ...holder,
      insurer: 'Aseguradora Portal SOAT (sandbox)',
      ...(fixture.issuedAt ? { issuedAt: fixture.issuedAt } : {}),
    })
    .returning();
  return { request: request!, policy: policy! };
}
