// Public door of `@soat/shared/ui-overlays`: the floating parts of the UI facade
// (menus, popovers; later dialogs and the like). They bring Chakra's positioning,
// focus-trap and dismiss machinery, about 35 KB gzip, so they live apart from
// `@soat/shared/ui` and load only when a page shows one (import them lazily).
export { Menu } from '@chakra-ui/react';
