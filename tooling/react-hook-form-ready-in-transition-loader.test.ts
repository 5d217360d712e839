// The build-time change to react-hook-form's useForm (run by `npm test` with node:test): a form is rendered in
// a DOM (jsdom, the one jest's environment brings) with the changed module and with the published one, and
// its renders are counted: those inside the commit that mounts it, and those after.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import { importChanged, sharedRequire } from './changed-module.ts';
import readyInTransition from './react-hook-form-ready-in-transition-loader.cjs';

// the module webpack-rules.ts gives the loader: react-hook-form's ES module, as the apps import it
const formFile = join(dirname(sharedRequire.resolve('react-hook-form/package.json')), 'dist', 'index.esm.mjs');
const changed = readyInTransition(readFileSync(formFile, 'utf8'));

const rootRequire = createRequire(join(import.meta.dirname, '..', 'package.json'));
// the parts of jsdom, React and react-hook-form the test uses (the tooling does not depend on their types)
interface DomWindow {
  document: { getElementById(id: string): object | null };
}
type ReactElement = object;
const { JSDOM } = createRequire(rootRequire.resolve('jest-environment-jsdom'))('jsdom') as {
  JSDOM: new (html: string) => { window: DomWindow };
};
const { window } = new JSDOM('<!doctype html><div id="root"></div>');
Object.assign(globalThis, { window, document: window.document });

// React DOM reads the document as it is evaluated: required once the globals are there
const React = sharedRequire('react') as { createElement(type: string | (() => ReactElement)): ReactElement };
const { flushSync } = sharedRequire('react-dom') as { flushSync(update: () => void): void };
const { createRoot } = sharedRequire('react-dom/client') as {
  createRoot(container: object | null): { render(element: ReactElement): void; unmount(): void };
};

interface FormModule {
  useForm(): { formState: { isReady: boolean } };
}

/**
 * Whether the form was ready at each of its renders: in the commit that mounts it, and once React is idle.
 * Read after the renders, as the portal's forms do not read it: a form that reads `isReady` as it renders
 * asks react-hook-form to render it again, at once, when it changes.
 */
async function rendersOf({ useForm }: FormModule) {
  const states: { isReady: boolean }[] = [];
  function Form() {
    states.push(useForm().formState);
    return React.createElement('form');
  }
  const root = createRoot(window.document.getElementById('root'));
  flushSync(() => root.render(React.createElement(Form)));
  const inCommit = states.length;
  await new Promise((resolve) => setTimeout(resolve, 50));
  flushSync(() => root.unmount());
  return { inCommit, ready: states.map((state) => state.isReady) };
}

describe('react-hook-form’s useForm, marking the form ready in a transition', () => {
  it('renders the form once in the commit that mounts it, and ready in a render of its own after', async () => {
    const { inCommit, ready } = await rendersOf(await importChanged<FormModule>(formFile, changed));
    assert.equal(inCommit, 1);
    assert.deepEqual(ready, [false, true]);
  });

  it('where react-hook-form’s own module renders it a second time inside that commit', async () => {
    const { inCommit, ready } = await rendersOf((await import(pathToFileURL(formFile).href)) as FormModule);
    assert.equal(inCommit, 2);
    assert.deepEqual(ready, [false, true]);
  });

  it('fails the build when useForm no longer has the update it changes', () => {
    assert.throws(
      () => readyInTransition("import React from 'react';\nexport function useForm() {}"),
      /useForm changed/,
    );
  });
});
