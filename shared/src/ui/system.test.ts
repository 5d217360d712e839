import type * as SystemModule from './system';

/** A fresh copy of the module: the portal's system is built once per page. */
function freshPortalSystem() {
  let system: ReturnType<typeof SystemModule.portalSystem> | undefined;
  jest.isolateModules(() => {
    system = jest.requireActual<typeof SystemModule>('./system').portalSystem();
  });
  return system!;
}

afterEach(() => document.documentElement.style.removeProperty('--chakra-colors-indigo-700'));

describe('the portal’s UI system', () => {
  it('builds its global styles (preflight, global CSS, every token’s variable) for a page without them', () => {
    const global = freshPortalSystem()._global;
    expect(global.length).toBeGreaterThan(0);
    expect(JSON.stringify(global)).toContain('--chakra-colors-indigo-700');
  });

  it('leaves them out on a page written by the server, which already carries them', () => {
    document.documentElement.style.setProperty('--chakra-colors-indigo-700', '#3730a3');
    expect(freshPortalSystem()._global).toEqual([]);
  });
});
