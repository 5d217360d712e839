import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
// the doors' own files, the ones every test's `@soat/shared/…` maps to (tooling/jest-preset.ts)
import { i18n } from '../shared/src/i18n/i18n';
import { testApi } from '../shared/src/testing/test-api';
import { reportMissingKeys } from '../shared/src/testing/translations';

// findBy… and waitFor wait up to 5 s, not 1: CI machines have two cores, shared with the builds and the
// other test processes, and a render that takes over a second there is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
// and a test may take 20 s (a form typed in key by key is slow there); set here because Jest reads
// `testTimeout` only from the root configuration when the packages run as its projects
jest.setTimeout(20_000);

beforeEach(() => {
  globalThis.localStorage?.clear(); // none in a test that runs in Node
});

// The test API (shared/src/testing/test-api.ts): each test says what it answers; a request nobody
// answers fails the test, and nothing one test set up reaches the next.
// msw only logs an unhandled request (and rejects its fetch): the test fails here, whatever the page did with it.
const unhandled: string[] = [];
beforeAll(() => testApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  testApi.events.on('request:unhandled', ({ request }) => unhandled.push(`${request.method} ${request.url}`));
});
afterEach(() => {
  testApi.resetHandlers();
  testApi.events.removeAllListeners();
  const requests = unhandled.splice(0);
  if (requests.length > 0) throw new Error(`Requests no handler of the test API answered: ${requests.join(', ')}`);
});
afterAll(() => testApi.close());

// Jest refuses focused tests at run time too (lint also does): `.only` would
// silently skip the rest of the suite.
for (const name of ['it', 'test', 'describe'] as const) {
  Object.defineProperty(globalThis[name], 'only', {
    value: () => {
      throw new Error(`${name}.only is not allowed: every test runs in CI.`);
    },
  });
}
for (const name of ['fit', 'fdescribe'] as const) {
  Object.defineProperty(globalThis, name, {
    value: () => {
      throw new Error(`${name} is not allowed: every test runs in CI.`);
    },
  });
}

// jest-fixed-jsdom gives Node's FormData, which cannot read a jsdom <form>; React
// reads the form that way when a submit handler starts a transition (a router
// navigation), as browsers can. This FormData reads the form's fields first.
if (typeof HTMLFormElement !== 'undefined') {
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class FormDataOfForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!(form instanceof HTMLFormElement)) return;
      for (const field of Array.from(form.elements)) {
        const { name, value, disabled, type, checked } = field as HTMLInputElement;
        if (!name || disabled || ((type === 'checkbox' || type === 'radio') && !checked)) continue;
        if (['submit', 'button', 'reset', 'image', 'file'].includes(type) && field !== submitter) continue;
        this.append(name, value);
      }
    }
  } as typeof FormData;
}

// A text whose key no translation file has shows its key to the visitor: the test that rendered it fails.
// Set before each test, after the test file's set-up has started i18n (its `init` replaces the options).
const missingKeys = new Set<string>();
beforeEach(() => reportMissingKeys(i18n, (key) => missingKeys.add(key)));
afterEach(() => {
  const missing = [...missingKeys];
  missingKeys.clear();
  if (missing.length > 0) throw new Error(`Keys missing from the translation files: ${missing.join(', ')}`);
});
