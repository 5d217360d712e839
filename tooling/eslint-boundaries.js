// @ts-check (tooling/tsconfig.json checks this file)
// The project's boundaries as ESLint sees them (eslint.config.js): which library each app reaches only through
// the shared library, the layers of each package and what each may import, one configuration per front end.
import { existsSync, readdirSync } from 'node:fs';
import { FRONT_ENDS as PORTAL_FRONT_ENDS } from '@soat/web-server/portal-apps';

// The front ends' folders, from the portal's one table of apps.
export const FRONT_ENDS = PORTAL_FRONT_ENDS.map((app) => app.folder);

/** Libraries every app reaches through the shared library's wrapper, never directly. */
export const WRAPPED = [
  {
    name: '@chakra-ui/react',
    message:
      'Import UI parts from @soat/shared/ui (the UI facade); a direct import bundles a second Chakra that cannot see the host theme. Add a missing part to shared/src/ui/ui.ts (floating parts to ui/overlays.ts, parts run by a state machine such as Checkbox to ui/controls.ts) and its recipe to shared/src/ui/system.ts.',
  },
  { name: 'react-router', message: 'Import routing from @soat/shared/router: the page must hold one router.' },
  { name: 'react-router-dom', message: 'Import routing from @soat/shared/router: the page must hold one router.' },
  {
    name: 'ky',
    message:
      'Use http() from @soat/shared/http: it carries the token rules (Bearer header, 401, rating redirect, error alert).',
  },
  { name: 'react-i18next', message: 'Import useTranslation/Trans from @soat/shared/i18n.' },
];

/** Build-time rendering pulls react-dom/server into whatever imports it: only the prerender entries may. */
export const BUILD_TIME_ONLY = {
  name: '@soat/shared/prerender',
  message:
    'Build time only (Node): import it from src/prerender/, never from code that runs in the browser (it would ship react-dom/server).',
};

/** The folders of an app below `app/`: they never import it. */
export const LAYERS_BELOW_APP = ['components', 'config', 'features', 'lib', 'remotes', 'shell'];

/** The folders below the features, shared by them: they never import a feature (nor app/). */
const SHARED_LAYERS = ['components', 'config', 'hooks', 'lib', 'testing'];

/** @typedef {import('eslint').Linter.Config} Config */

/** An app's features: the folders of src/features. @param {string} app */
const featuresOf = (app) =>
  existsSync(`${app}/src/features`)
    ? readdirSync(`${app}/src/features`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Layers inside an app (bulletproof-react's zones): `app/` composes features, a feature never imports
 * another, and the shared folders never import a feature.
 * @param {string} app
 */
export function layerZones(app) {
  const features = featuresOf(app);
  return [
    ...features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: `A feature owns its code: features/${feature} must not import another feature. Move what both need down to src/lib (logic), src/components (UI) or src/hooks, or compose the two in src/app.`,
    })),
    ...SHARED_LAYERS.map((layer) => ({
      target: `./${app}/src/${layer}`,
      // test helpers may render the composed app (remote-demo's renders its route table)
      from: [`./${app}/src/features`, ...(layer === 'testing' ? [] : [`./${app}/src/app`])],
      message: `src/${layer} sits below the features: it must not import a feature or src/app. Move the code into the feature that uses it, or pass what it needs in as a prop or an argument.`,
    })),
  ];
}

// ── Zones for every production file (issue 43, point 4) ─────────────────────────────────────────────
// Each folder of a package's src/ is a layer that some `import-x/no-restricted-paths` zone targets; a file
// in no zone fails scripts/lib/lint-zones.test.ts, so a new folder gets its place here.

/** A front end's entry files: they start the app in the browser. */
const ENTRY_FILES = ['index.ts', 'bootstrap.tsx'];

/** Folders between `app/` and the features: they may compose features, never `app/`. */
const COMPOSITION_BELOW_APP = ['remotes', 'shell'];

/**
 * Folders that stand on their own inside an app, importing none of it but the folders named (and, for
 * their tests, `testing/`): the demo's mock API, the rating widget an integrator's page runs, and its
 * custom element.
 */
const STANDALONE = { 'mock-api': [], widget: [], element: ['widget'] };

/**
 * The composition root, the entries and the build-time prerender of an app, and what stands alone in it.
 * @param {string} app
 */
export function compositionZones(app) {
  const src = `./${app}/src`;
  const entries = ENTRY_FILES.map((file) => `${src}/${file}`);
  return [
    ...COMPOSITION_BELOW_APP.map((layer) => ({
      target: `${src}/${layer}`,
      from: `${src}/app`,
      message: `src/${layer} sits below src/app: move what both need into lib/ or config/ and import it from there.`,
    })),
    ...Object.entries(STANDALONE)
      .filter(([folder]) => existsSync(`${app}/src/${folder}`))
      .map(([folder, allowed]) => ({
        target: `${src}/${folder}`,
        from: src,
        except: [folder, ...allowed, 'testing'].map((name) => `./${name}`),
        message: `src/${folder} stands on its own: it imports nothing of ${app} but ${[folder, ...allowed].join(', ')}. Pass what it needs in.`,
      })),
    {
      target: `${src}/app`,
      from: [...entries, `${src}/prerender`],
      message:
        'src/app composes the app; the entry files and the prerender start it: they import app/, never the reverse.',
    },
    {
      target: entries,
      from: [`${src}/prerender`, `${src}/testing`],
      message:
        'The browser entries never import the build-time prerender (it would ship react-dom/server) nor test helpers.',
    },
    {
      target: `${src}/prerender`,
      from: entries,
      message: 'The prerender renders src/app in Node: importing a browser entry would start the app there.',
    },
  ];
}

/** The shared library never imports an app; its pure rules, which the API imports too, import nothing else of it. */
export const SHARED_ZONES = [
  {
    target: './shared/src',
    from: FRONT_ENDS.map((app) => `./${app}`),
    message: 'shared is a library: it never imports an app. Move the code into shared, or pass it in from the app.',
  },
  {
    target: './shared/src/rules',
    from: './shared/src',
    except: ['./rules'],
    message: 'The rules are pure (the API runs them too): they import no other part of shared.',
  },
];

/** The front ends' server serves the apps' builds; it never imports an app's code. */
export const WEB_SERVER_ZONES = [
  {
    target: './web-server/src',
    from: FRONT_ENDS.map((app) => `./${app}`),
    message: 'web-server serves what the apps build; it imports no app. Put what both need in @soat/shared.',
  },
];

/**
 * The API's layers, lowest first: each imports only the layers before it and its own. `domain` is pure
 * rules over the tables' types; `config` reads the environment; the documents (pdf, invoicing, emails)
 * render; the repositories and the plugins hold the services; the routes and the sandboxes answer
 * requests; `app.ts` composes them; `server.ts` starts the process, `worker.ts` the jobs' process (ADR 027).
 * The container's health check loads nothing of the API.
 */
const API_LAYERS = [
  ['health-check.ts'],
  ['db'],
  ['schemas'],
  ['lib'],
  ['domain'],
  ['config'],
  ['pdf', 'invoicing', 'emails'],
  ['repositories', 'plugins'],
  ['routes', 'sandbox-dian', 'sandbox-gateway', 'sandbox-runt'],
  ['app.ts', 'metrics-server.ts'],
  ['server.ts', 'worker.ts'],
];

export const API_ZONES = [
  ...API_LAYERS.slice(0, -1).map((layer, i) => ({
    target: layer.map((name) => `./api/src/${name}`),
    from: API_LAYERS.slice(i + 1)
      .flat()
      .map((name) => `./api/src/${name}`),
    message: `api/src/${layer.join(', ')} must not import a layer above it (${API_LAYERS.slice(i + 1)
      .map((above) => above.join(', '))
      .join(' → ')}): move the type or function down, or pass it in.`,
  })),
  {
    target: './api/src/server.ts',
    from: './api/src',
    except: ['./app.ts', './config', './metrics-server.ts'],
    message: 'server.ts only starts the process: it loads the configuration and runs app.ts and the metrics server.',
  },
  {
    target: './api/src/worker.ts',
    from: './api/src',
    except: ['./app.ts', './config', './metrics-server.ts', './routes/health.ts'],
    message:
      "worker.ts only starts the jobs' process: it loads the configuration, runs app.ts and the metrics server, and answers the health routes' checks.",
  },
];
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * One configuration for each front end.
 * @param {(app: string) => Config} config
 */
export const perFrontEnd = (config) => FRONT_ENDS.map(config);

/** @param {string} app */
export function otherApps(app) {
  return FRONT_ENDS.filter((other) => other !== app).map((other) => ({
    group: [`**/${other}/**`, `@soat/${other}`],
    message: `${app} must not import ${other}: micro-frontends meet only through the federation runtime. Share code through @soat/shared.`,
  }));
}
