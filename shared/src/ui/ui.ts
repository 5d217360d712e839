// Public door of `@soat/shared/ui`: the UI facade. A federation shared module
// ships whole, so it re-exports only the Chakra parts the apps use (sharing all
// of Chakra costs about 311 KB gzip). Every part of the light door the host's
// start uses (`@soat/shared/ui-core`, taken from the share scope: one copy on
// the page), and the parts only some pages show, whose recipes come with this
// door (addPartRecipes). Add a part to ./core.ts when the host's start needs it,
// else here with its recipe; floating parts go to ./overlays.ts instead, parts
// run by a state machine (checkbox and the like) to ./controls.ts.
import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe, cardSlotRecipe, listSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { addPartRecipes, provideAlertParts } from '@soat/shared/ui-core';

// side effects of loading the door, which shared/package.json's `sideEffects` names so that no build
// skips them: the parts' recipes join the portal's system, and the alert banner (in the light door)
// renders with this door's Alert from now on
addPartRecipes({
  slotRecipes: {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
  },
});
provideAlertParts(Alert);

export * from '@soat/shared/ui-core';
// NativeSelect: the host's pages show one only in the preferences panel, whose fields are fetched as it opens
// (docs/decisions/048, decision 22); the forms' and the tariffs' lists import it from here
export { Alert, Card, List, NativeSelect } from '@chakra-ui/react';
