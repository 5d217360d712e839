// Public door of `@soat/shared/ui-core`: the UI facade's parts every page's start needs, which is what
// the host's start imports (docs/decisions/048, decision 17). `@soat/shared/ui` offers these same parts,
// through this door in the share scope (one copy on the page), with the parts most pages of the host never
// show (Alert, Card, List, NativeSelect) and their recipes: a remote, built before this door or after, imports them all
// from there. Add a part here when the host's start needs it, else to ./ui.ts; its recipe to ./system.ts
// here, with addPartRecipes in ./ui.ts there.
export {
  Box,
  Button,
  Center,
  Circle,
  CloseButton,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputPropsProvider,
  Link,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, HTMLChakraProps } from '@chakra-ui/react';
export { AlertBanner, provideAlertParts } from './alert-banner';
export { THEMES, type ThemeId } from './palettes';
export { addPartRecipes, BREAKPOINTS, loadGlobalStyles, portalSystem, preparePortalSystem } from './system';
export { DEFAULT_THEME, restoreTheme, THEME_KEY, themeStore, useTheme } from './theme-store';
export { UiProvider } from './ui-provider';
