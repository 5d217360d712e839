// Public door of `@soat/shared/ui-controls`: the facade's parts driven by a zag
// state machine (the checkbox; later radios, switches and the like). With zag's
// machine runtime the checkbox is about 10 KB gzip that no page without such a
// form needs, so these parts live apart from `@soat/shared/ui` and load only
// with the forms that show one; their recipes stay in ./system.ts. The host
// never imports this door, so tooling/mf-shared.ts names it for every app to
// provide: a remote then gets the host's copy, built on the host's Chakra
// (which sees its theme).
export { Checkbox } from '@chakra-ui/react';
