// Public door of `@soat/shared/ui-controls`: the facade's parts driven by a zag
// state machine (the checkbox; later radios, switches and the like). With zag's
// machine runtime the checkbox is about 10 KB gzip that no page without such a
// form needs, so these parts live apart from `@soat/shared/ui` and load only
// with the forms that show one, their recipes with them (addPartRecipes). The host
// never imports this door, so tooling/mf-shared.ts names it for every app to
// provide: a remote then gets the host's copy, built on the host's Chakra
// (which sees its theme).
import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';
import { addPartRecipes } from '@soat/shared/ui-core';

// the parts' recipes come with them (the system is the host's, through the ui-core door); a side effect of
// loading the door, which shared/package.json's `sideEffects` names so that no build skips it
addPartRecipes({ recipes: { checkmark: checkmarkRecipe }, slotRecipes: { checkbox: checkboxSlotRecipe } });

export { Checkbox } from '@chakra-ui/react';
