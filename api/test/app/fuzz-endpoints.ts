// The API's endpoints as the fuzz tests send to them (fuzz-arbitraries.ts, fuzz-nesting.test.ts): each with
// its method, its path and generators of its valid fields, which the fuzz tests' bodies then spoil.
import fc from 'fast-check';
import { todayInColombia } from '@soat/shared/rules/validity';
import { VEHICLE_CLASSES, VEHICLE_SERVICES } from '@soat/shared/rules/vehicle';
import { signUpBody } from '../factories.js';
import { api, testIntegrator } from '../helper.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';

const constants = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fc.constant(value)]));

const soat = '/soat/api/v1';

// Vehicle data as a quote form sends it, valid or not in its nested fields.
const vehicle = fc.record(
  {
    clase: fc.oneof(fc.constantFrom(...VEHICLE_CLASSES), fc.string({ maxLength: 12 })),
    servicio: fc.oneof(fc.constantFrom(...VEHICLE_SERVICES), fc.constant(null)),
    cilindraje: fc.oneof(fc.integer({ min: -10, max: 30_000 }), fc.double(), fc.string({ maxLength: 6 })),
    modelo: fc.oneof(fc.integer({ min: 1890, max: 2040 }), fc.constant('2020')),
    pasajeros: fc.oneof(fc.integer({ min: -1, max: 120 }), fc.constant(null)),
    toneladas: fc.oneof(fc.double({ min: -1, max: 200, noNaN: true }), fc.constant('5')),
  },
  { requiredKeys: ['clase', 'servicio', 'modelo'] },
);

// Each endpoint with generators of valid field values, which the bodies below then spoil.
export const endpoints: Array<{
  method: Method;
  url: string;
  fields: Record<string, fc.Arbitrary<unknown>>;
  headers?: Record<string, string>;
}> = [
  {
    method: 'POST',
    url: `${soat}/metricas-web`,
    fields: {
      ruta: fc.constantFrom('/home', '/soat/consulta', '/soat/consulta/ABC123'),
      dispositivo: fc.constantFrom('movil', 'escritorio'),
      metricas: fc.array(
        fc.record({
          nombre: fc.constantFrom('LCP', 'INP', 'CLS', 'TTFB'),
          valor: fc.double({ min: 0, max: 10_000, noNaN: true }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    },
  },
  {
    method: 'POST',
    url: `${api}/auth/inicio-sesion`,
    fields: { usuario: fc.emailAddress(), clave: fc.string({ minLength: 1, maxLength: 40 }) },
  },
  {
    method: 'POST',
    url: `${api}/auth/inicio-sesion-con-token`,
    fields: constants({ accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }),
  },
  {
    method: 'POST',
    url: `${api}/usuarios`,
    fields: { ...constants({ ...signUpBody() }), correoElectronico: fc.emailAddress() },
  },
  {
    method: 'POST',
    url: `${api}/usuarios/restablecer-clave`,
    fields: { correoElectronico: fc.emailAddress(), frontOffice: fc.constant(true) },
  },
  {
    method: 'PUT',
    url: `${api}/usuarios/confirmar-restablecimiento-clave`,
    fields: constants({ token: 'abc', claveNueva: 'rio-magdalena-azul-77' }),
  },
  { method: 'GET', url: '/desarrollo/correos', fields: {} },
  { method: 'GET', url: `${soat}/tarifas`, fields: {} },
  {
    method: 'POST',
    url: `${soat}/cotizaciones`,
    fields: {
      placa: fc.constantFrom('ABC123', 'abc-123', 'ABC12D', 'CD1234'),
      vehiculo: vehicle,
      inicioVigencia: fc.constantFrom(todayInColombia(), '2026-02-30', '31/12/2026'),
    },
  },
  {
    method: 'POST',
    url: `${soat}/vehiculos/consultas`,
    fields: {
      placa: fc.constantFrom('ABC123', 'abc-123', 'ABC12D'),
      tipoDocumento: fc.constantFrom('CC', 'NIT', 'PA'),
      numeroDocumento: fc.constantFrom('1020304050', '900123456-8', 'AB12345'),
    },
  },
  {
    method: 'POST',
    url: `${soat}/consultas`,
    fields: {
      placa: fc.constantFrom('ABC123', 'ABC12D'),
      tipoDocumento: fc.constantFrom('CC', 'CE', 'NIT', 'PA', 'TI'),
      numeroDocumento: fc.constantFrom('1020304050', '900123456-8', 'AB12345'),
    },
  },
  { method: 'GET', url: `${soat}/mis-polizas`, fields: {} },
  {
    method: 'POST',
    url: `${soat}/solicitudes`,
    fields: {
      placa: fc.constantFrom('ABC123', 'abc-123', 'ABC12D'),
      vehiculo: vehicle,
      inicioVigencia: fc.constantFrom(todayInColombia(), '2026-02-30'),
      tomador: fc.record({
        tipoDocumento: fc.constantFrom('CC', 'NIT', 'XX'),
        numeroDocumento: fc.constantFrom('1020304050', '900123456-8', '900123456-7'),
        nombres: fc.oneof(fc.constant('Ana María'), fc.string({ maxLength: 130 })),
        apellidos: fc.constant('Gómez'),
        correoElectronico: fc.emailAddress(),
        celular: fc.constantFrom('3001234567', '300 123 4567', '12'),
        direccion: fc.oneof(fc.constant('Calle 10 # 5-20'), fc.string({ maxLength: 130 })),
        ciudad: fc.constant('Bogotá'),
      }),
      aceptaTerminos: fc.constant(true),
    },
  },
  { method: 'GET', url: `${soat}/solicitudes/00000000-0000-4000-8000-000000000000`, fields: {} },
  { method: 'GET', url: `${soat}/solicitudes/no-es-un-uuid`, fields: {} },
  { method: 'GET', url: `${soat}/solicitudes/00000000-0000-4000-8000-000000000000/certificado`, fields: {} },
  {
    method: 'POST',
    url: `${soat}/solicitudes/00000000-0000-4000-8000-000000000000/pagos`,
    fields: {
      metodo: fc.constantFrom('TARJETA', 'PSE', 'EFECTIVO'),
      pse: fc.record({ codigoBanco: fc.constantFrom('1', '3', ''), tipoPersona: fc.constantFrom('natural', 'otra') }),
    },
    headers: { 'idempotency-key': '3f2c8a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' },
  },
  {
    method: 'POST',
    url: `${soat}/pagos/eventos`,
    fields: {
      event: fc.constant('transaction.updated'),
      data: fc.record({
        transaction: fc.record({
          id: fc.string(),
          status: fc.constantFrom('APPROVED', 'PENDING'),
          amount_in_cents: fc.integer(),
        }),
      }),
      signature: fc.record({
        properties: fc.constant(['transaction.id', 'transaction.status', 'transaction.amount_in_cents']),
        checksum: fc.stringMatching(/^[0-9a-f]{64}$/),
      }),
      timestamp: fc.integer({ min: 0, max: 2_000_000_000 }),
      environment: fc.constantFrom('test', 'prod'),
    },
  },
  { method: 'GET', url: '/health', fields: {} },
  // ratings (ADR 012): tokens are made up (401), the fields near the shared rules' limits
  {
    method: 'POST',
    url: '/api/calificaciones/consultas',
    fields: { token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 60 })) },
  },
  {
    method: 'POST',
    url: '/api/calificaciones',
    fields: {
      token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      estrellas: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double(), fc.constant('5')),
      comentario: fc.oneof(fc.string({ maxLength: 520 }), fc.constant(null)),
      recomendaria: fc.oneof(fc.boolean(), fc.constant('true')),
    },
  },
  { method: 'GET', url: '/api/calificaciones/resumen', fields: {} },
  {
    method: 'POST',
    url: '/api/calificaciones/tokens',
    fields: {
      referencia: fc.oneof(fc.string({ minLength: 1, maxLength: 110 }), fc.constant('   ')),
      nombre: fc.oneof(fc.string({ maxLength: 70 }), fc.constant(null)),
    },
    headers: { 'x-api-key': testIntegrator.key },
  },
];
