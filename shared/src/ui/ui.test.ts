import * as core from '@soat/shared/ui-core';
import * as ui from '@soat/shared/ui';
import { portalSystem } from './system';

/**
 * What `@soat/shared/ui` exported before the light door (`@soat/shared/ui-core`) took the host's start:
 * a remote built then imports these from it, and finds them in the host's copy (docs/decisions/048).
 */
const UI_DOOR_BEFORE_THE_LIGHT_DOOR = [
  'Alert',
  'Box',
  'Button',
  'Card',
  'Center',
  'Circle',
  'CloseButton',
  'Container',
  'Field',
  'Flex',
  'Heading',
  'HStack',
  'Icon',
  'IconButton',
  'Image',
  'Input',
  'InputPropsProvider',
  'Link',
  'List',
  'NativeSelect',
  'Portal',
  'SimpleGrid',
  'Spinner',
  'Stack',
  'Text',
  'VisuallyHidden',
  'AlertBanner',
  'THEMES',
  'addPartRecipes',
  'BREAKPOINTS',
  'portalSystem',
  'DEFAULT_THEME',
  'restoreTheme',
  'THEME_KEY',
  'themeStore',
  'useTheme',
  'UiProvider',
];

describe('the UI facade’s doors', () => {
  it('the ui door still offers every part and helper it offered, the light door’s as the same objects', () => {
    const ours = ui as Record<string, unknown>;
    expect(UI_DOOR_BEFORE_THE_LIGHT_DOOR.filter((name) => ours[name] === undefined)).toEqual([]);
    for (const [name, value] of Object.entries(core)) expect(ours[name]).toBe(value);
  });

  it('the light door leaves out the parts the host’s start never shows, and the ui door brings their recipes', () => {
    expect(['Alert', 'Card', 'List', 'NativeSelect'].filter((name) => name in core)).toEqual([]);
    const system = portalSystem();
    // the ui door, imported above, registered them as it loaded
    expect(['alert', 'card', 'list', 'nativeSelect'].filter((key) => !system.isSlotRecipe(key))).toEqual([]);
  });
});
