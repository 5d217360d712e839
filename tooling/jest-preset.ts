// Jest settings every front-end package uses (tests run in jsdom with Node's
// fetch family restored by jest-fixed-jsdom).
import path from 'node:path';
import type { Config } from 'jest';
import shared from '../shared/package.json' with { type: 'json' };

// The tests run where the customers are (Colombia, UTC-5), not in the machine's zone (UTC on CI): a date
// read as UTC midnight shows the day before there, and only a zone behind UTC can show it. Set while
// Jest reads its configuration, before it starts the processes that run the tests.
process.env.TZ = 'America/Bogota';

const sharedExports: Record<string, string | Record<string, string>> = shared.exports;

// `@soat/shared/<door>` → its source file, as webpack resolves it through
// `exports` (with the `soat-source` condition where a door also has a Node build).
const sourceOf = (target: string | Record<string, string>) =>
  typeof target === 'string' ? target : (target['soat-source'] ?? '');
const sharedDoors = Object.fromEntries(
  Object.entries(sharedExports).map(([door, target]) => [
    `^@soat/shared/${door.slice(2).replace('.', '\\.').replace('*', '(.*)')}$`,
    path.join(import.meta.dirname, '..', 'shared', sourceOf(target).replace('*', '$1')),
  ]),
);

// ESM-only packages that must be transformed (pnpm keeps them under node_modules/.pnpm): ky, the
// contract's typed handlers (openapi-msw) and msw's own ES-module dependencies (some as .mjs files).
const esmPackages = ['ky', 'openapi-msw', 'until-async', 'rettime', '@open-draft/deferred-promise'];

/** `moreEsmPackages`: an app's own ES-module-only libraries, transformed too. */
export default function jestPreset(displayName: string, moreEsmPackages: string[] = []): Config {
  return {
    displayName,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { url: 'http://localhost:3000/' },
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    transformIgnorePatterns: [
      `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${[...esmPackages, ...moreEsmPackages].join('|')})/).+(?<!\\.mjs)$`,
    ],
    moduleNameMapper: {
      ...sharedDoors,
      // the shared rule modules import each other as `./plate.js` (they are also built for Node)
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: [path.join(import.meta.dirname, 'jest-polyfills.ts')],
    setupFilesAfterEnv: [path.join(import.meta.dirname, 'jest-setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    clearMocks: true,
    restoreMocks: true,
  };
}
