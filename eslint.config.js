// @ts-check (tooling/tsconfig.json checks this file)
// Lint for the whole workspace, with the project's boundaries (tooling/eslint-boundaries.js) as rules whose
// messages say what to do instead.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import oneWord from './scripts/codemods/english-names-rule.ts';
import {
  API_ZONES,
  BUILD_TIME_ONLY,
  compositionZones,
  FRONT_ENDS,
  LAYERS_BELOW_APP,
  layerZones,
  otherApps,
  perFrontEnd,
  SHARED_ZONES,
  WEB_SERVER_ZONES,
  WRAPPED,
} from './tooling/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '.tools/**',
      '**/coverage/**',
      'api/drizzle/**',
      'e2e/test-results/**',
      // generated from the API's OpenAPI document (npm run contract)
      'shared/src/http/api-contract.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          // axe's aria-prohibited-attr: a span without a role (or with none or presentation) may not carry a name
          selector:
            "JSXOpeningElement[name.name='Spinner']:has(JSXAttribute[name.name=/^aria-label(ledby)?$/]):not(:has(JSXAttribute[name.name='role'][value.value!=/^(none|presentation)$/]))",
          message:
            'A Spinner is a span, which may not be named without a role: give it role="status" (or put the name on a status around it).',
        },
      ],
    },
  },
  {
    // the back office's load hook takes its deps as `useEffect` does: checked the same way
    files: ['remote-operador/src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useOperatorLoad$' }] },
  },
  {
    files: ['**/src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts', 'tooling/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  ...perFrontEnd((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { paths: [...WRAPPED, BUILD_TIME_ONLY], patterns: otherApps(app) }],
    },
  })),
  // the build-time prerender entries render pages in Node
  ...perFrontEnd((app) => ({
    files: [`${app}/src/prerender/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { paths: WRAPPED, patterns: otherApps(app) }],
    },
  })),
  // Layers one way inside an app: `app/` (providers, router, composition) imports the
  // other folders, never the reverse. The entry files (index, bootstrap, prerender) compose too.
  ...perFrontEnd((app) => ({
    files: [`${app}/src/{${LAYERS_BELOW_APP.join(',')}}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...WRAPPED, BUILD_TIME_ONLY],
          patterns: [
            ...otherApps(app),
            {
              group: ['**/app', '**/app/*'],
              message: `Only ${app}/src/app (and the entry files) compose the app: move what both need into lib/ or config/ and import it from there.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // layers inside each app, and no import cycles anywhere in the apps, the shared library and the API
    files: ['{host,remote-*,shared,api}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          // the API imports its TypeScript as the .js it compiles to: without this no zone sees those imports
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
      // the files it follows for cycles: without these it reads .js files only, and sees no cycle in TypeScript
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FRONT_ENDS.flatMap(layerZones),
            // zones for every production file (issue 43, point 4)
            ...FRONT_ENDS.flatMap(compositionZones),
            ...SHARED_ZONES,
            ...API_ZONES,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // the front ends' server in a zone too (issue 43, point 4)
    files: ['web-server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: WEB_SERVER_ZONES }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    // tests may reach a door's internals (to reset a store, say)
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRONT_ENDS.flatMap((app) => [`**/${app}/**`, `@soat/${app}`]),
              message:
                'shared is a library: it never imports an app. Move the code into shared, or pass it in from the app.',
            },
            {
              group: ['../*', '!../lib', '!../lib/*'],
              message:
                "Import another door of shared by its package name (e.g. '@soat/shared/session'), so the federation share scope gives every app the same instance.",
            },
          ],
        },
      ],
    },
  },
  {
    // Jest refuses focused and skipped tests, as Playwright does (forbidOnly): a focused
    // test silently skips the rest of the suite, a skipped one hides a failure.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
    },
  },
  {
    // The same for the API's node:test files and the Playwright journeys.
    files: ['api/test/**/*.ts', 'e2e/tests/**/*.ts', '{scripts,tooling}/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(test|it|describe|suite)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'No focused or skipped tests: every test runs in CI. Fix or delete the test instead.',
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // any app or the shared library by path or by name, but @soat/shared/rules/<rule>
              regex: '^(@soat/(?!shared/rules/[\\w-]+$)|\\.\\.?/(.*/)?(host|remote-[\\w-]+|shared)/)',
              message:
                "The API shares no code with the front ends, except the shared library's pure rule modules: import them as '@soat/shared/rules/<rule>'.",
            },
          ],
        },
      ],
    },
  },
  // ── One word per concept (docs/naming.md) ──────────────────────────────────────────────────────
  // The names a programmer chooses are English; the contract's Spanish words stay in property keys,
  // URLs and the database. `node scripts/codemods/one-word.ts` renames what this rule rejects.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'one-word': oneWord },
    rules: { 'one-word/english-names': 'error' },
  },
  // ────────────────────────────────────────────────────────────────────────────────────────────────
  // Formatting is Prettier's (checked by `npm run lint`); no lint rule argues with it.
  prettier,
);
