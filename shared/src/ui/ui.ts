// Public door of `@soat/shared/ui`: the UI facade. A federation shared module
// ships whole, so it re-exports only the Chakra parts the apps use (sharing all
// of Chakra costs about 311 KB gzip). Add a part here when an app needs it, and
// its recipe to ./system.ts; floating parts go to ./overlays.ts instead, parts
// run by a state machine (checkbox and the like) to ./controls.ts, each of those
// doors registering its parts' recipes as it loads (addPartRecipes).
export {
  Alert,
  Box,
  Button,
  Card,
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
  List,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, HTMLChakraProps } from '@chakra-ui/react';
export { AlertBanner } from './alert-banner';
export { THEMES, type ThemeId } from './palettes';
export { addPartRecipes, BREAKPOINTS, portalSystem } from './system';
export { DEFAULT_THEME, restoreTheme, THEME_KEY, themeStore, useTheme } from './theme-store';
export { UiProvider } from './ui-provider';
