import type * as Chakra from '@chakra-ui/react';
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

/** A fresh page's system, built after `loadGlobalStyles()`; `loaded`: whether that fetched their module. */
async function systemAfterLoadingGlobalStyles() {
  let loaded = false;
  let system: ReturnType<typeof SystemModule.portalSystem> | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./system-global-styles', () => {
      loaded = true;
      return jest.requireActual('./system-global-styles');
    });
    const module = jest.requireActual<typeof SystemModule>('./system');
    await module.loadGlobalStyles();
    system = module.portalSystem();
  });
  return { system: system!, loaded };
}

describe('the portal’s UI system', () => {
  it('builds its global styles (preflight, global CSS, keyframes, every token’s variable) for a page without them', async () => {
    const { system, loaded } = await systemAfterLoadingGlobalStyles();
    expect(loaded).toBe(true);
    const global = JSON.stringify(system._global);
    expect(global).toContain('WebkitTapHighlightColor'); // Chakra's preflight
    expect(global).toContain('--ring-offset-shadow'); // its global CSS
    expect(global).toContain('@keyframes spin');
    expect(global).toContain('--chakra-colors-indigo-700');
    // the portal's palette on <html> wins over Chakra's global CSS (gray)
    expect(system._config.globalCss?.html).toMatchObject({ colorPalette: 'indigo' });
  });

  it('leaves them out on a page written by the server, which already carries them, and fetches nothing for them', async () => {
    document.documentElement.style.setProperty('--chakra-colors-indigo-700', '#3730a3');
    const { system, loaded } = await systemAfterLoadingGlobalStyles();
    expect(loaded).toBe(false);
    expect(system._global).toEqual([]);
    expect(freshPortalSystem()._global).toEqual([]);
  });

  it('loads Chakra’s preflight module (apart in the portal’s builds) before the system is first used, once', async () => {
    const loadPreflight = jest.fn(async () => undefined);
    let built = 0;
    await jest.isolateModulesAsync(async () => {
      // Chakra's createSystem as the build changes it (tooling/chakra-lazy-global-loader.cjs): with loadPreflight
      jest.doMock('@chakra-ui/react', () => {
        const chakra = jest.requireActual<typeof Chakra>('@chakra-ui/react');
        return {
          ...chakra,
          createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
            built += 1;
            return Object.assign(chakra.createSystem(...configs), { loadPreflight });
          },
        };
      });
      const module = jest.requireActual<typeof SystemModule>('./system');
      // two callers at once (a page server's prepare asked twice) share one loading
      await Promise.all([module.loadGlobalStyles(), module.loadGlobalStyles()]);
      module.portalSystem();
    });
    expect(loadPreflight).toHaveBeenCalledTimes(1);
    expect(built).toBe(1);
  });

  it('refuses to load them once the system is built without them, as they would never be used', async () => {
    await jest.isolateModulesAsync(async () => {
      const module = jest.requireActual<typeof SystemModule>('./system');
      module.portalSystem();
      await expect(module.loadGlobalStyles()).rejects.toThrow('first use');
    });
    // nor when the system is built while their module is on its way
    await jest.isolateModulesAsync(async () => {
      const module = jest.requireActual<typeof SystemModule>('./system');
      const loading = module.loadGlobalStyles();
      module.portalSystem();
      await expect(loading).rejects.toThrow('first use');
    });
  });
});

describe('the recipes of the parts of a door loaded apart', () => {
  /** A fresh page's ui door, and the overlays and controls doors loaded after `built` says so. */
  function page(built: 'before' | 'after') {
    let system: ReturnType<typeof SystemModule.portalSystem> | undefined;
    jest.isolateModules(() => {
      const ui = jest.requireActual<typeof SystemModule>('./system');
      if (built === 'before') system = ui.portalSystem();
      // the doors reach the system through `@soat/shared/ui-core`, the same module in this registry
      jest.requireActual('@soat/shared/ui-overlays');
      jest.requireActual('@soat/shared/ui-controls');
      system ??= ui.portalSystem();
    });
    return system!;
  }

  it('are not in a page’s start: the menu’s, the checkbox’s, the alert’s, card’s and list’s come with their doors', () => {
    let system: ReturnType<typeof SystemModule.portalSystem> | undefined;
    jest.isolateModules(() => {
      system = jest.requireActual<typeof SystemModule>('./system').portalSystem();
    });
    expect(['menu', 'checkbox', 'checkmark', 'alert', 'card', 'list'].filter((key) => system!.hasRecipe(key))).toEqual(
      [],
    );
    expect(system!.isSlotRecipe('field')).toBe(true);
  });

  it.each(['before', 'after'] as const)('are in the system once their door loads, built %s', (built) => {
    const system = page(built);
    expect(system.isSlotRecipe('menu')).toBe(true);
    expect(system.isSlotRecipe('checkbox')).toBe(true);
    expect(system.isRecipe('checkmark')).toBe(true);
    // and styled as Chakra's own recipe styles them
    expect(JSON.stringify(system.getSlotRecipe('checkbox'))).toContain('"control"');
  });
});

describe('the system built in steps', () => {
  /**
   * A fresh page's system module on Chakra's createSystem as the build changes it
   * (tooling/chakra-system-in-steps-loader.cjs): `prepare` merges the configurations as they are then
   * (Chakra's own merge, which copies them), `prepareStep` takes the token dictionary's next step (here two
   * recorded ones), and `createSystem(handle)` builds the system from that. `between` runs at the yield
   * after the first token step.
   */
  async function stepwise(between: () => void = () => undefined) {
    const calls: string[] = [];
    let system: ReturnType<typeof SystemModule.portalSystem> | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@chakra-ui/react', () => {
        const chakra = jest.requireActual<typeof Chakra>('@chakra-ui/react');
        const handles = new Map<object, { config: ReturnType<typeof chakra.mergeConfigs>; steps: number }>();
        const createSystem = (...configs: Parameters<typeof chakra.createSystem>) => {
          const prepared = configs.length === 1 ? handles.get(configs[0]!) : undefined;
          calls.push(
            prepared
              ? `build from the first steps, ${prepared.steps} token steps left`
              : 'build from the configurations',
          );
          return prepared ? chakra.createSystem(prepared.config) : chakra.createSystem(...configs);
        };
        createSystem.prepare = (...configs: Parameters<typeof chakra.createSystem>) => {
          calls.push('merge');
          const handle = {};
          handles.set(handle, { config: chakra.mergeConfigs(...configs), steps: 2 });
          return handle;
        };
        createSystem.prepareStep = (handle: object) => {
          const prepared = handles.get(handle)!;
          calls.push('token step');
          prepared.steps -= 1;
          return prepared.steps > 0;
        };
        return { ...chakra, createSystem };
      });
      const module = jest.requireActual<typeof SystemModule>('./system');
      let yields = 0;
      await module.preparePortalSystem(async () => {
        calls.push('yield');
        if (++yields === 2) between();
      });
      system = module.portalSystem();
      await module.preparePortalSystem(async () => undefined); // once built, nothing more
    });
    return { calls, system: system! };
  }

  it('is built from its first steps, each after a yield to input', async () => {
    const { calls, system } = await stepwise();
    expect(calls).toEqual([
      'merge',
      'yield',
      'token step',
      'yield',
      'token step',
      'build from the first steps, 0 token steps left',
    ]);
    expect(system.isSlotRecipe('field')).toBe(true);
    expect(system.token('colors.indigo.700')).toBeTruthy();
  });

  it('stops its steps and is built from the configurations again when a door brings its recipes between two of them', async () => {
    const { calls, system } = await stepwise(() => jest.requireActual('@soat/shared/ui-overlays'));
    expect(calls).toEqual(['merge', 'yield', 'token step', 'yield', 'build from the configurations']);
    expect(system.isSlotRecipe('menu')).toBe(true);
  });
});
