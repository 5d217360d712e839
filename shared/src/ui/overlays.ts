// Public door of `@soat/shared/ui-overlays`: the floating parts of the UI facade
// (menus, popovers; later dialogs and the like). They bring Chakra's positioning,
// focus-trap and dismiss machinery, about 35 KB gzip, so they live apart from
// `@soat/shared/ui` and load only when a page shows one (import them lazily).
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { addPartRecipes } from '@soat/shared/ui-core';

// the parts' recipes come with them (the system is the host's, through the ui-core door); a side effect of
// loading the door, which shared/package.json's `sideEffects` names so that no build skips it
addPartRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { Menu } from '@chakra-ui/react';
