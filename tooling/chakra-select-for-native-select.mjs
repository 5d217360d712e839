// @ts-check
// Stand-in for Chakra's select recipe where its native select's recipe imports it (see third-party-trims.ts):
// the native select's recipe reads three of its variants' trigger styles and its default variants, nothing
// else; the rest of the select recipe (the popup select's, which the portal does not show) is 1 KB gzip of
// every page's start. Copied from Chakra's `theme/recipes/select.js`; the test beside this file fails when
// Chakra's values or its native select's reads change.
export const selectSlotRecipe = {
  variants: {
    variant: {
      outline: {
        trigger: {
          bg: 'transparent',
          borderWidth: '1px',
          borderColor: 'border',
          _expanded: { borderColor: 'border.emphasized' },
        },
      },
      subtle: {
        trigger: { borderWidth: '1px', borderColor: 'transparent', bg: 'bg.muted' },
      },
      ghost: {
        trigger: { bg: 'transparent', _expanded: { bg: 'bg.muted' } },
      },
    },
  },
  defaultVariants: { size: 'md', variant: 'outline' },
};
