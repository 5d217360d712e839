// What the portal's UI system (./system.ts) builds the global styles from besides the tokens: Chakra's
// preflight (its CSS reset), its global CSS and its keyframes. A module of its own, loaded only where the
// page lacks the global styles (loadGlobalStyles): every page the portal writes already carries them.
import { defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';

export const globalStylesConfig = defineConfig({ preflight: true, globalCss, theme: { keyframes } });
