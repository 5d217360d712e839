// What the tests of the "mis pólizas" page share (my-policies-page.test.tsx and its -policy-details and
// -requests siblings, claim-purchases.test.tsx): a signed-in customer, a policy of theirs, the test API's answers,
// and the page cleaned after each test.
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { sessionStore } from '@soat/shared/session';
import { api, createToken, testApi } from '@soat/shared/testing';
import { policyFixture } from '../../testing/purchase-request-fixture';
import { setUpPage } from '../../testing/render-page';
import type { MyPolicies, MyPolicy } from './api/my-policies';
import { forgetClaim } from './claim-purchases';

/** Registers the hooks of a test file of the page: set up once, signed out and at `/` after each test. */
export function prepareMyPoliciesTests(): void {
  beforeAll(setUpPage);
  afterEach(() => {
    sessionStore.getState().signOut();
    forgetClaim();
    delete window.__soatLinkAnswer;
    window.history.replaceState(null, '', '/');
  });
}

export function signIn(): string {
  const token = createToken();
  sessionStore.getState().authenticate({ id: 'ana@ejemplo.co', email: 'ana@ejemplo.co', name: 'Ana Pérez' }, token);
  return token;
}

/** The test API claiming the emailed link's purchase: the list holds the policy once it is claimed. */
export function claimingApi(): { claimed: boolean } {
  const state = { claimed: false };
  testApi.use(
    api.get('/soat/api/v1/mis-polizas', ({ response }) =>
      response(200).json({ polizas: state.claimed ? [policy()] : [], solicitudes: [] }),
    ),
    api.post('/soat/api/v1/mis-polizas/reclamos/confirmar', ({ response }) => {
      state.claimed = true;
      return response(200).json({ message: 'Agregamos 1 póliza a tus pólizas.', polizasAgregadas: 1 });
    }),
  );
  return state;
}

export const END = addDays(todayInColombia(), 20);
export const START = addDays(END, -364);

export function policy(overrides: Partial<MyPolicy> = {}): MyPolicy {
  return {
    ...policyFixture(),
    numeroPoliza: 'SOAT-2026-00000007',
    idSolicitudSoat: '0b6f2c1e-7d1a-4f7e-9b2a-1c3d4e5f6a7b',
    fechaExpedicion: START,
    horaExpedicion: '09:30',
    inicioVigencia: START,
    horaInicioVigencia: '09:30',
    // within the 30 days before its end, when "Renovar" shows
    finVigencia: END,
    codigoTarifa: '511',
    reporteRunt: 'reportada',
    radicadoRunt: 'RUNT-2026-000123',
    fechaReporteRunt: START,
    prima: null,
    contribucionAdres: null,
    subtotal: 445_000,
    tasaRunt: 2_400,
    total: 447_300,
    vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1400, modelo: 2020, pasajeros: 5 },
    // the account proved it bought it: the holder in full
    tomador: {
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Pérez',
      direccion: 'Calle 10 # 5-20',
      ciudad: 'Bogotá',
      celular: '3001234567',
    },
    ...overrides,
  };
}

/** The API answers the customer's purchases with `data`. */
export const answer = (data: MyPolicies) =>
  testApi.use(api.get('/soat/api/v1/mis-polizas', ({ response }) => response(200).json(data)));
