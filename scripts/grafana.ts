// Writes the Grafana provisioning files of the operations panels (scripts/lib/grafana-dashboard.ts) to
// deploy/grafana; `--check` writes nothing and exits 1 when the committed files differ from the panels now.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { grafanaFiles } from './lib/grafana-dashboard.ts';
import { repoRoot } from './lib/paths.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const folder = join(repoRoot, 'deploy', 'grafana');
const files = Object.entries(grafanaFiles());

if (values.check) {
  const differing = files.filter(([name, text]) => {
    const path = join(folder, name);
    return !existsSync(path) || readFileSync(path, 'utf8') !== text;
  });
  if (differing.length > 0) {
    console.error(
      `Difieren de los paneles: ${differing.map(([name]) => name).join(', ')}. Ejecuta node scripts/grafana.ts.`,
    );
    process.exit(1);
  }
  console.log(`Los ${files.length} archivos de deploy/grafana están al día.`);
} else {
  for (const [name, text] of files) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  console.log(`${files.length} archivos escritos en deploy/grafana.`);
}
