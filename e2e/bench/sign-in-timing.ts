// How long the API takes to refuse a sign-in for an unknown email and for a
// wrong password: both run argon2 (a dummy hash for the unknown email), so an
// attacker cannot tell which emails have accounts by timing. Measured over HTTP
// on the started portal; reported here, never asserted in tests (noisy machines).
import { median } from './lighthouse.ts';

const SECURITY = 'seguridad/api/v1';

async function post(apiUrl: string, path: string, body: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(new URL(`${SECURITY}${path}`, apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Median milliseconds of `rounds` refusals of each kind, alternated (under the sign-in limit of 10 a minute). */
export async function measureSignInTiming(apiUrl: string, rounds = 4) {
  const email = `tiempos-${Date.now()}@example.com`;
  const password = 'Una clave larga 2026!';
  const created = await post(apiUrl, '/usuarios', {
    nombreCompleto: 'Ana Tiempos',
    tipoDocumento: 'CC',
    numeroDocumento: String(Date.now()).slice(-10),
    correoElectronico: email,
    celular: '3001234567',
    clave: password,
    aceptaTerminos: true,
  });
  if (created.status !== 201) throw new Error(`The bench could not create its account (${created.status}).`);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    known.push((await post(apiUrl, '/auth/inicio-sesion', { usuario: email, clave: 'otra clave cualquiera' })).ms);
    unknown.push(
      (await post(apiUrl, '/auth/inicio-sesion', { usuario: `nadie-${round}-${email}`, clave: 'otra clave' })).ms,
    );
  }
  return { knownMs: median(known), unknownMs: median(unknown) };
}

/** The rejected sign-ins' timing, against the rule that an unknown email is not told apart by it. */
export async function reportSignInTiming(apiUrl: string, failures: string[]) {
  const { knownMs, unknownMs } = await measureSignInTiming(apiUrl);
  console.log(
    `\nInicio de sesión rechazado (mediana): clave errada ${knownMs.toFixed(0)} ms, correo desconocido ${unknownMs.toFixed(0)} ms`,
  );
  // without the dummy hash an unknown email answers in about 1 ms instead of tens
  if (unknownMs < knownMs / 3)
    failures.push(
      `un correo desconocido se distingue por el tiempo (${unknownMs.toFixed(0)} ms frente a ${knownMs.toFixed(0)} ms)`,
    );
}
