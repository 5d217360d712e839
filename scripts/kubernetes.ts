// Writes the portal's Kubernetes manifests (scripts/lib/kubernetes-manifests.ts) to deploy/kubernetes/,
// one file per app plus the namespace, the configuration and the Ingress; `--check` writes nothing and
// exits 1 when the committed files differ from what the table of apps gives now. An installation of its
// own: `--domain portal.example.co --tag 2026.11.23 --out ../my-cluster` (deploy/kubernetes/README.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.ts';

// imported only now, on the project's Node (the table of apps is the TypeScript of @soat/web-server)
const { DEFAULT_OPTIONS, kubernetesYaml } = await import('./lib/kubernetes-manifests.ts');
const { apps } = await import('@soat/web-server/portal-apps');

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    out: { type: 'string', default: join(repoRoot, 'deploy', 'kubernetes') },
    domain: { type: 'string', default: DEFAULT_OPTIONS.domain },
    tag: { type: 'string', default: DEFAULT_OPTIONS.imageTag },
    images: { type: 'string', default: DEFAULT_OPTIONS.imagePrefix },
    namespace: { type: 'string', default: DEFAULT_OPTIONS.namespace },
  },
});

const out = resolve(values.out);
const shown = out.startsWith(repoRoot) ? relative(repoRoot, out) : out;
const files = kubernetesYaml(apps, {
  domain: values.domain,
  imageTag: values.tag,
  imagePrefix: values.images,
  namespace: values.namespace,
});
const present = existsSync(out) ? readdirSync(out).filter((name) => name.endsWith('.yaml')) : [];
// a file no app gives any more (a remote taken out of the table)
const stale = present.filter((name) => !(name in files));

if (values.check) {
  const differing = Object.entries(files)
    .filter(([name, text]) => !present.includes(name) || readFileSync(join(out, name), 'utf8') !== text)
    .map(([name]) => name);
  const wrong = [...differing, ...stale];
  if (wrong.length > 0) {
    console.error(
      `Los manifiestos de ${shown} no son los que genera la tabla de apps: ${wrong.join(', ')}.\n` +
        'Vuelve a generarlos con `node scripts/run.mjs kubernetes` y confirma el resultado.',
    );
    process.exit(1);
  }
  console.log(`Los ${present.length} manifiestos de ${shown} están al día.`);
} else {
  mkdirSync(out, { recursive: true });
  for (const name of stale) rmSync(join(out, name));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  console.log(`${Object.keys(files).length} manifiestos escritos en ${shown}.`);
}
