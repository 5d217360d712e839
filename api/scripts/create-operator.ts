// Creates an operator of the back office (ADR 044) in the configured database (DATABASE_URL, else the
// PGlite of DATA_DIR), with its migrations applied: how the first administrator comes to be.
// Usage (from api/):
//   node scripts/create-operator.ts --correo ana@example.co --nombre "Ana Gómez" --rol administrador
// The password comes from OPERATOR_PASSWORD, or is asked for (not echoed). The operator then signs in at
// /operador/ingresar and enrols the second factor.
import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sourceNodeArguments } from './source-node-arguments.ts';

const usage =
  'Uso: node scripts/create-operator.ts --correo CORREO --nombre NOMBRE [--rol agente|supervisor|administrador]\n' +
  '(la clave se toma de OPERATOR_PASSWORD o se pide; el rol por omisión es administrador)';

// The API's sources import each other as .js, and the shared rules are read from their sources: started by
// plain Node, the script runs itself again as the tests run the sources (scripts/source-imports.ts).
if (process.env.SOAT_CREATE_OPERATOR_CHILD !== '1') {
  const result = spawnSync(process.execPath, [...sourceNodeArguments, process.argv[1]!, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, SOAT_CREATE_OPERATOR_CHILD: '1' },
  });
  process.exit(result.status ?? 1);
}

/** Asks for the password without echoing it. */
function askPassword(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  return new Promise((resolve) => {
    process.stdout.write(question);
    const output = terminal as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = () => {};
    terminal.question('', (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    correo: { type: 'string' },
    nombre: { type: 'string' },
    rol: { type: 'string', default: 'administrador' },
  },
});
const { operatorRoles } = await import('../src/db/schema.js');
const { checkEmail, normalizeEmail } = await import('@soat/shared/rules/contact');
const email = normalizeEmail(values.correo ?? '');
const name = (values.nombre ?? '').trim();
const role = values.rol as (typeof operatorRoles)[number];
if (!email || !name) fail(usage);
if (!checkEmail(email).ok) fail(`El correo «${email}» no es válido.`);
if (!operatorRoles.includes(role)) fail(`El rol debe ser uno de: ${operatorRoles.join(', ')}.`);
if (name.length > 200) fail('El nombre admite hasta 200 caracteres.');

const password = process.env.OPERATOR_PASSWORD ?? (await askPassword(`Clave para ${email}: `));
if (password.length < 12 || password.length > 128) fail('La clave debe tener de 12 a 128 caracteres.');

const { loadConfig } = await import('../src/config/index.js');
const { openPglite, openPostgres } = await import('../src/db/open-database.js');
const { createOperatorsRepository } = await import('../src/repositories/operators-repository.js');
const { createPasswordHasher } = await import('../src/plugins/app/security/password-hasher.js');

let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
const opened = config.databaseUrl
  ? await openPostgres(config.databaseUrl, undefined, config.databasePoolSize)
  : await openPglite({ dataDir: config.dataDir });
try {
  const operators = createOperatorsRepository(opened.db);
  const created = await operators.create(
    { name, email, role, passwordHash: await createPasswordHasher().hash(password) },
    // the audit trail names the script: no operator did it
    { operatorId: null, email: 'script create-operator' },
  );
  if (!created) fail(`Ya hay un operador con el correo ${email}.`);
  console.log(`Operador creado: ${created.name} <${created.email}>, rol ${created.role} (id ${created.id}).`);
  console.log(
    'Siguiente paso: que inicie sesión en /operador/ingresar con este correo y su clave, y enrole el segundo factor ' +
      'con una aplicación autenticadora (el código QR aparece en ese primer inicio de sesión). Guarde los 10 códigos de recuperación.',
  );
} finally {
  await opened.close();
}
