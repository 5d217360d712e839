import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { paletteScales, THEMES } from './palettes';

const scaleTokens = Object.fromEntries(
  Object.entries(paletteScales).map(([name, scale]) => [
    name,
    Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }])),
  ]),
);

// Solid surfaces use the 700 step so white text on them passes WCAG AA (4.5:1)
// in every theme; Chakra's defaults use 600, which fails for teal and amber.
const paletteSemantics = Object.fromEntries(
  THEMES.map(({ palette }) => [
    palette,
    {
      solid: { value: `{colors.${palette}.700}` },
      contrast: { value: '{colors.white}' },
      fg: { value: `{colors.${palette}.700}` },
      muted: { value: `{colors.${palette}.100}` },
      subtle: { value: `{colors.${palette}.50}` },
      emphasized: { value: `{colors.${palette}.200}` },
      focusRing: { value: `{colors.${palette}.600}` },
    },
  ]),
);

const themeSelectors = Object.fromEntries(
  THEMES.map(({ id, palette }) => [`html[data-theme=${id}]`, { colorPalette: palette }]),
);

// Chakra's own theme, with only the recipes of the parts the facade exports:
// `defaultConfig` carries all ~75 recipes (and importing it also builds Chakra's
// default system), which cost ~100 KB gzip and a long task on every page load.
// A part added to the light door (./core.ts) brings its recipe here (keys as in Chakra's theme); a part of
// a door loaded apart (ui, ui-controls, ui-overlays) brings its recipe with it (addPartRecipes).
// The preflight, Chakra's global CSS and its keyframes are in ./system-global-styles.ts: only a page
// without the global styles loads them (loadGlobalStyles).
const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
    },
  },
});

/** The spec's breakpoints (sm 600, md 960, lg 1280, xl 1440), for a media query outside Chakra's props. */
export const BREAKPOINTS = { sm: '600px', md: '960px', lg: '1280px', xl: '1440px', '2xl': '1920px' } as const;

const portalTheme = defineConfig({
  theme: {
    breakpoints: BREAKPOINTS,
    tokens: {
      colors: scaleTokens,
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        ...paletteSemantics,
        // Chakra's red.500 gives error text 3.8:1 on white; red.700 passes AA.
        fg: { error: { value: '{colors.red.700}' } },
        border: { error: { value: '{colors.red.700}' } },
      },
    },
  },
  // The theme is a palette set on <html>, so portalled parts (menus, dialogs) follow it too.
  globalCss: { html: { colorPalette: 'indigo' }, ...themeSelectors },
});

let system: SystemContext | undefined;

/** What the build's change to Chakra's createSystem adds (tooling/chakra-system-in-steps-loader.cjs). */
type StepwiseCreateSystem = typeof createSystem & {
  /** The configurations merged: a handle to build the system from. */
  prepare?: (...configs: SystemConfig[]) => SystemConfig;
  /** The token dictionary's next step; whether one is left. */
  prepareStep?: (handle: SystemConfig) => boolean;
};

/** The system's first steps, once taken (preparePortalSystem), until the system is built from them. */
let prepared: SystemConfig | undefined;

/** The configurations the portal's system is built from. */
const systemConfigs = (): SystemConfig[] => [defaultBaseConfig, globalStyles ?? {}, chakraTheme, portalTheme];

/** The preflight, Chakra's global CSS and keyframes, once a page without the global styles has loaded them. */
let globalStyles: SystemConfig | undefined;

/** Recipes as a theme holds them, by key (as in Chakra's theme). */
type PartRecipes = Pick<
  NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>>,
  'recipes' | 'slotRecipes'
>;

/**
 * Adds the recipes of a door's parts to the portal's system: the door loaded apart (ui, ui-controls,
 * ui-overlays) brings them, so a page that never shows its parts never loads them (the menu's, the
 * checkbox's, the alert's, card's and list's: docs/decisions/048). Added to the theme the system is
 * built from, or to the built system's own (Chakra reads a recipe from it when a part first renders).
 */
export function addPartRecipes({ recipes = {}, slotRecipes = {} }: PartRecipes): void {
  // merged without these: the system is then built from the theme as it is now, at once (the app's start
  // takes every step before any door loads)
  prepared = undefined;
  const theme = system ? (system._config.theme ??= {}) : (chakraTheme.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}

/** Whether the page has them, once asked: reading a computed style makes the browser compute the page's styles. */
let stylesOnPage: boolean | undefined;

/**
 * Whether the page arrived with the system's global styles (preflight, global CSS and every
 * token's variable), as every page the portal writes at build time or on request does.
 */
function pageHasGlobalStyles(): boolean {
  if (typeof document === 'undefined') return false;
  return (stylesOnPage ??=
    getComputedStyle(document.documentElement).getPropertyValue(`--${cssVarsPrefix}-colors-indigo-700`) !== '');
}

/** What the build's change to Chakra's createSystem adds (tooling/chakra-lazy-global-loader.cjs). */
interface SystemWithLazyPreflight extends SystemContext {
  loadPreflight?: () => Promise<void>;
}

/** The loading of the global styles' sources, once asked for: every later call awaits the same. */
let loadingGlobalStyles: Promise<void> | undefined;

const BUILT_WITHOUT_THEM = 'loadGlobalStyles() comes before the UI system’s first use.';

/**
 * Loads what the global styles are built from, where the page lacks them (a remote's standalone shell,
 * the server that renders the pages, a page of the host no server wrote); awaited before the system is
 * first used, which it then builds. Every page the portal writes carries them, so its visitors never
 * fetch these (docs/decisions/048, decision 27).
 */
export function loadGlobalStyles(): Promise<void> {
  if (pageHasGlobalStyles()) return Promise.resolve();
  if (system && !loadingGlobalStyles) return Promise.reject(new Error(BUILT_WITHOUT_THEM));
  return (loadingGlobalStyles ??= (async () => {
    ({ globalStylesConfig: globalStyles } = await import('./system-global-styles'));
    prepared = undefined; // a first step taken without them
    if (system) throw new Error(BUILT_WITHOUT_THEM); // built while the module was on its way
    // Chakra's preflight module, in a chunk of its own in the portal's builds (Jest runs Chakra unchanged)
    await (portalSystem() as SystemWithLazyPreflight).loadPreflight?.();
  })());
}

/**
 * The portal's UI system, built on first use: building it takes ~240 ms on a phone (Chakra resolves
 * every token and condition), so the app's start builds it in a task of its own (docs/decisions/018).
 * Two thirds of that is the global styles, which a page written by the server already has: then
 * they are not built again nor inserted twice (docs/decisions/022).
 */
export function portalSystem(): SystemContext {
  if (!system) {
    // Chakra's global CSS first, so that the portal's own (the theme's palette on <html>) wins
    system = prepared ? createSystem(prepared) : createSystem(...systemConfigs());
    prepared = undefined;
    if (pageHasGlobalStyles()) Object.defineProperty(system, '_global', { value: [] });
  }
  return system;
}

/**
 * The first steps of building the portal's system, each in a task of its own before `portalSystem()`: the
 * configurations merged, then every token resolved in four steps, `between` awaited before each (a yield to
 * input), about half of the build (docs/decisions/049). A door that brings its recipes meanwhile, or the
 * system built meanwhile, ends them: the system is then built from the configurations, or from the steps
 * taken and the ones left. Where the build has not changed Chakra (Jest), it does nothing and
 * `portalSystem()` builds it all.
 */
export async function preparePortalSystem(between: () => Promise<void>): Promise<void> {
  if (system || prepared) return;
  const stepwise = createSystem as StepwiseCreateSystem;
  const handle = stepwise.prepare?.(...systemConfigs());
  prepared = handle;
  if (!handle || !stepwise.prepareStep) return;
  let left = true;
  while (left) {
    await between();
    if (prepared !== handle || system) return;
    left = stepwise.prepareStep(handle);
  }
}
