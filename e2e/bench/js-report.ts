// The JS budgets' reports: what /home loads (nothing on arrival; the app's JS once it runs, each
// shared library once) and all the JS of the purchase page, each with its ten largest modules.
// Measured by js-budget.ts and js-modules.ts. On both pages, nothing of the back office (remote-operador):
// no file from its origin, as the page arrives or after the first interaction (ADR 045).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { chunkOwners, type JsFile, loadedTwice, measureJs, measureStart } from './js-budget.ts';
import { filesHolding, largestModules } from './js-modules.ts';

/** Kilobytes of a byte count, and the same printed in a column of seven. */
export const kb = (bytes: number) => bytes / 1024;
export const fmt = (bytes: number) => kb(bytes).toFixed(1).padStart(7);
/** The `gzip` or `wire` bytes of some files, together. */
const sumOf = (files: JsFile[], key: 'gzip' | 'wire') => files.reduce((total, file) => total + file[key], 0);

/** Prints the ten largest modules of `files`, so the next person sees where the bytes are. */
function printLargestModules(page: string, files: JsFile[], ports: Record<string, number>) {
  const largest = largestModules(files, ports);
  if (largest.length === 0) return;
  console.log(`Los diez módulos más grandes de ${page} (gzip de cada uno por separado), KB:`);
  for (const { name, gzip } of largest) console.log(`${fmt(gzip)}  ${name}`);
}

/**
 * The back office on a customer's page: every request the page sent (before and after the first
 * interaction) that went to remote-operador's origin (its port in `ports.operador`). Each one is a failure:
 * the host loads that remote only under /operador (docs/decisions/045-remote-operador.md).
 */
export function operatorFilesOn(page: string, requests: string[], ports: Record<string, number>): string[] {
  const port = ports.operador;
  if (port === undefined) return [];
  const loaded = requests.filter((request) => URL.canParse(request) && new URL(request).port === String(port));
  console.log(`Archivos del back office (remote-operador, :${port}) en ${page}: ${loaded.length}`);
  for (const request of loaded) console.log(`    ${request}`);
  return loaded.length > 0 ? [`${page} cargó ${loaded.length} archivos del back office (deben ser 0)`] : [];
}

/**
 * The Web Vitals' measurement (ADR 046): the chunk a sampled page view fetches once the page is loaded and the
 * browser idle, with the `web-vitals` library and the host's reporter (not `start-web-vitals.ts`, the sampler
 * every page view runs as it starts). Every page view of the bench is sampled.
 */
const WEB_VITALS_MODULES = ['web-vitals/', 'host/src/lib/web-vitals/web-vitals-'];
/**
 * The `web-vitals` library as it ships, the one minified ES module file the host's build takes
 * (`dist/web-vitals.js`, its package's `default` export; issue 46 asks for the library, ADR 046 takes it whole):
 * its gzip -9 bytes. The chunk less these is an estimate of the portal's code around it, on the low side: the
 * library compresses a little better inside the chunk than alone (ADR 046 gives the estimate from above too).
 */
function webVitalsLibraryGzip() {
  // the package's `require` file (its UMD build) sits in the same folder
  const distFolder = dirname(createRequire(join(repoRoot, 'host', 'package.json')).resolve('web-vitals'));
  return gzipSync(readFileSync(join(distFolder, 'web-vitals.js')), { level: 9 }).length;
}

/**
 * The JS /home loads on arrival (none) and once the app runs, by file and owner, against the budgets: all of it
 * (`budgetKb`), and apart what the Web Vitals' measurement adds: the `web-vitals` library, counted in the total,
 * and the portal's own code around it (`beaconBudgetKb`, issue 46; ADR 046 says why the library is not in it).
 */
export async function reportHomeJs(
  url: string,
  ports: Record<string, number>,
  { budgetKb, beaconBudgetKb }: { budgetKb: number; beaconBudgetKb: number },
  failures: string[],
) {
  const { beforeInteraction, files, scope, startMs, requests } = await measureJs(`${url}/home`);
  failures.push(...operatorFilesOn('/home', requests, ports));
  const owners = await chunkOwners(url);
  const total = (key: 'gzip' | 'wire') => sumOf(files, key);
  const before = sumOf(beforeInteraction, 'gzip');
  console.log(
    `\nJS para /home al llegar, hasta quedar inactiva: ${kb(before).toFixed(1)} KB gzip en ${beforeInteraction.length} archivos`,
  );
  if (before > 0) failures.push(`/home cargó ${kb(before).toFixed(1)} KB de JS al llegar (debe ser 0)`);
  if (startMs !== null) {
    const slowMs = await measureStart(`${url}/home`, 4);
    console.log(
      `La primera interacción (Tab) arrancó la aplicación en ${startMs} ms; con la CPU 4× más lenta, en ${slowMs} ms (red local, sin limitar)`,
    );
  }
  console.log(`\nJS para /home con la aplicación en marcha, hasta quedar inactiva (${files.length} archivos), KB:`);
  console.log('   gzip    red  origen');
  for (const file of files)
    console.log(
      `${fmt(file.gzip)}${fmt(file.wire)}  ${file.url.replace(/^http:\/\/localhost:/, ':')}  ${(owners.get(file.url) ?? []).join(' ')}`,
    );
  console.log(`${fmt(total('gzip'))}${fmt(total('wire'))}  TOTAL (presupuesto ${budgetKb} KB gzip)`);
  const beacon = filesHolding(files, ports, WEB_VITALS_MODULES);
  const page = files.filter((file) => !beacon.includes(file));
  const library = webVitalsLibraryGzip();
  const portalPart = sumOf(beacon, 'gzip') - library;
  // less than nothing: the chunk no longer holds the library's file, and this measure is no longer one
  if (portalPart < 0) failures.push('la medición de Web Vitals en /home ya no lleva el archivo de web-vitals');
  const beaconKb = kb(portalPart);
  console.log(`${fmt(sumOf(page, 'gzip'))}${fmt(sumOf(page, 'wire'))}  de ellos, la página`);
  console.log(
    `${fmt(sumOf(beacon, 'gzip'))}${fmt(sumOf(beacon, 'wire'))}  de ellos, la medición de Web Vitals (una vista de cada diez en producción), con:`,
  );
  console.log(`${fmt(library)}         la biblioteca web-vitals (su archivo tal como se publica)`);
  console.log(`${fmt(portalPart)}         el código del portal a su alrededor (presupuesto ${beaconBudgetKb} KB gzip)`);
  if (beacon.length === 0)
    failures.push('/home no cargó la medición de Web Vitals (todas las vistas del bench la cargan)');
  if (kb(total('gzip')) > budgetKb) failures.push(`JS de /home: ${kb(total('gzip')).toFixed(1)} KB gzip > ${budgetKb}`);
  if (beaconKb > beaconBudgetKb)
    failures.push(
      `JS del portal en la medición de Web Vitals en /home: ${beaconKb.toFixed(1)} KB gzip > ${beaconBudgetKb}`,
    );
  printLargestModules('/home', files, ports);
  const twice = loadedTwice(scope);
  console.log(
    `Bibliotecas compartidas cargadas: ${Object.entries(scope).filter(([, v]) => v.some((e) => e.loaded)).length}, con más de una copia: ${twice.length}`,
  );
  for (const [name, versions] of twice)
    failures.push(
      `${name} se cargó ${versions.length} veces (${versions.map((v) => `${v.version} de ${v.from}`).join(', ')})`,
    );
}

/** All the JS of the purchase page once the app runs (the host's and remote-soat's), against the budget. */
export async function reportPurchaseJs(
  url: string,
  ports: Record<string, number>,
  budgetKb: number,
  failures: string[],
) {
  const { files, requests } = await measureJs(`${url}/cotizar-soat/comprar-soat`);
  failures.push(...operatorFilesOn('/cotizar-soat/comprar-soat', requests, ports));
  const own = files.filter((file) => new URL(file.url).port === String(ports.soat));
  console.log(`\nJS de /cotizar-soat/comprar-soat con la aplicación en marcha (${files.length} archivos), KB:`);
  console.log('   gzip    red  archivo');
  for (const file of own) console.log(`${fmt(file.gzip)}${fmt(file.wire)}  remote-soat ${new URL(file.url).pathname}`);
  console.log(`${fmt(sumOf(own, 'gzip'))}${fmt(sumOf(own, 'wire'))}  de remote-soat (${own.length} archivos)`);
  const host = files.filter((file) => !own.includes(file));
  console.log(
    `${fmt(sumOf(host, 'gzip'))}${fmt(sumOf(host, 'wire'))}  del host (${host.length} archivos, los de /home arriba)`,
  );
  const total = sumOf(files, 'gzip');
  console.log(`${fmt(total)}${fmt(sumOf(files, 'wire'))}  TOTAL (presupuesto ${budgetKb} KB gzip)`);
  if (kb(total) > budgetKb)
    failures.push(`JS de /cotizar-soat/comprar-soat: ${kb(total).toFixed(1)} KB gzip > ${budgetKb}`);
  printLargestModules('/cotizar-soat/comprar-soat', files, ports);
}
