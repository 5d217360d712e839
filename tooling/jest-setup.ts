import '@testing-library/jest-dom';

beforeEach(() => {
  globalThis.localStorage?.clear(); // none in a test that runs in Node
});

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
