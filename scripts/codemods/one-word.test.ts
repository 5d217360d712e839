import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Project } from 'ts-morph';
import { GLOSSARY } from './glossary.ts';
import { renameToEnglish } from './one-word.ts';
import { translateName } from './words.ts';

/** A small project in memory: a contract type, a module that exports, one that imports. */
function projectOf(files: Record<string, string>): Project {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
  for (const [path, text] of Object.entries(files)) project.createSourceFile(path, text);
  return project;
}

const textOf = (project: Project, path: string) => project.getSourceFileOrThrow(path).getFullText();

test('translates a name word by word in its own style', () => {
  assert.equal(translateName('placaInput'), 'plateInput');
  assert.equal(translateName('validarPlaca'), 'validarPlate');
  assert.equal(translateName('TomadorForm'), 'HolderForm');
  assert.equal(translateName('CALIFICACION_NAMESPACE'), 'RATING_NAMESPACE');
  assert.equal(translateName('idSolicitudSoat'), 'purchaseRequestId');
  assert.equal(translateName('numeroDocumento'), 'documentNumber');
  assert.equal(translateName('placeholder'), 'placeholder');
});

test('renames a declaration and every reference, in its file and in the files that import it', () => {
  const project = projectOf({
    '/src/plate.ts': 'export function checkPlaca(placaInput: string) {\n  return placaInput.length === 6;\n}\n',
    '/src/form.ts': "import { checkPlaca } from './plate';\nexport const ok = checkPlaca('ABC123');\n",
  });
  const { renamed, blocked } = renameToEnglish(project, '/');
  assert.deepEqual(
    renamed.map(({ from, to }) => `${from} → ${to}`),
    ['checkPlaca → checkPlate', 'placaInput → plateInput'],
  );
  assert.deepEqual(blocked, []);
  assert.equal(
    textOf(project, '/src/plate.ts'),
    'export function checkPlate(plateInput: string) {\n  return plateInput.length === 6;\n}\n',
  );
  assert.equal(
    textOf(project, '/src/form.ts'),
    "import { checkPlate } from './plate';\nexport const ok = checkPlate('ABC123');\n",
  );
});

test('keeps the contract: property keys, fields destructured by their name, shorthand payload keys', () => {
  const source = [
    'interface SolicitudBody { placa: string; tomador: { nombre: string } }',
    'export function send(body: SolicitudBody) {',
    '  const { placa } = body;',
    '  const tomador = body.tomador;',
    '  return { placa, tomador };',
    '}',
    '',
  ].join('\n');
  const project = projectOf({ '/src/send.ts': source });
  renameToEnglish(project, '/');
  assert.equal(
    textOf(project, '/src/send.ts'),
    [
      'interface PurchaseRequestBody { placa: string; tomador: { nombre: string } }',
      'export function send(body: PurchaseRequestBody) {',
      '  const { placa } = body;',
      '  const holder = body.tomador;',
      '  return { placa, tomador: holder };',
      '}',
      '',
    ].join('\n'),
  );
});

test('leaves a name whose English word is already taken where it is used, and says why', () => {
  const source = 'export function quote(plate: string, placa: string) {\n  return plate + placa;\n}\n';
  const project = projectOf({ '/src/quote.ts': source });
  const { renamed, blocked } = renameToEnglish(project, '/');
  assert.deepEqual(renamed, []);
  assert.equal(blocked.length, 1);
  assert.match(blocked[0]!.reason, /«plate» is already declared/);
  assert.equal(textOf(project, '/src/quote.ts'), source);
});

test('changes nothing the second time it runs', () => {
  const files = {
    '/src/a.ts': 'export const polizaVigenteHasta = (poliza: { fin: string }) => poliza.fin;\n',
    '/src/b.ts': "import { polizaVigenteHasta } from './a';\nexport const hasta = polizaVigenteHasta({ fin: 'x' });\n",
  };
  const project = projectOf(files);
  assert.ok(renameToEnglish(project, '/').renamed.length > 0);
  const once = project.getSourceFiles().map((file) => file.getFullText());
  assert.deepEqual(renameToEnglish(project, '/'), { renamed: [], blocked: [] });
  assert.deepEqual(
    project.getSourceFiles().map((file) => file.getFullText()),
    once,
  );
});

test('the contributor guide lists every word of the glossary with its English word', () => {
  const guide = readFileSync(new URL('../../docs/naming.md', import.meta.url), 'utf8');
  const rows = guide
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split('|').map((cell) => cell.trim().split(/,\s*/)));
  const missing = Object.entries(GLOSSARY).filter(
    ([spanish, english]) => !rows.some(([, es, en]) => es?.includes(spanish) && en?.includes(english)),
  );
  assert.deepEqual(missing, []);
});

test('gives one English name to Spanish names of sibling scopes, and not to one that would shadow another', () => {
  const source = [
    'export const a = () => { const solicitud = 1; return solicitud; };',
    'export const b = () => { const solicitud = 2; return solicitud; };',
    'export function c(solicitud: number) { return () => { const solicitudes = [solicitud]; return solicitudes; }; }',
    'export function d(purchaseRequest: number) { return (solicitud: number) => solicitud + purchaseRequest; }',
    '',
  ].join('\n');
  const project = projectOf({ '/src/scopes.ts': source });
  const { blocked } = renameToEnglish(project, '/');
  assert.equal(
    textOf(project, '/src/scopes.ts'),
    [
      'export const a = () => { const purchaseRequest = 1; return purchaseRequest; };',
      'export const b = () => { const purchaseRequest = 2; return purchaseRequest; };',
      'export function c(purchaseRequest: number) { return () => { const purchaseRequests = [purchaseRequest]; return purchaseRequests; }; }',
      'export function d(purchaseRequest: number) { return (solicitud: number) => solicitud + purchaseRequest; }',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    blocked.map(({ from, to }) => `${from} → ${to}`),
    ['solicitud → purchaseRequest'],
  );
});

test('never gives two Spanish names the same English name where one would hide the other', () => {
  const source =
    'export function cotizar() { return 1; }\nexport function f() { const cotizacion = 2; return cotizar() + cotizacion; }\n';
  const project = projectOf({ '/src/quote.ts': source });
  const { blocked } = renameToEnglish(project, '/');
  assert.equal(
    textOf(project, '/src/quote.ts'),
    'export function quote() { return 1; }\nexport function f() { const cotizacion = 2; return quote() + cotizacion; }\n',
  );
  assert.deepEqual(
    blocked.map(({ from, to }) => `${from} → ${to}`),
    ['cotizacion → quote'],
  );
});
