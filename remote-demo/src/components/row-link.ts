import { focusRing } from './focus-ring';

/**
 * A row of a list that is a link (or a button) to one item: a panel, shaded under the pointer, the demo's
 * focus ring (`<Box asChild css={rowLink}><RouterLink …/></Box>`).
 */
export const rowLink = {
  display: 'block',
  px: '3',
  py: '2',
  rounded: 'md',
  bg: 'bg.panel',
  borderWidth: '1px',
  _hover: { bg: 'colorPalette.subtle' },
  _focusVisible: focusRing,
} as const;

/** A {@link rowLink} to the item open beside the list: that one (the NavLink's `aria-current="page"`) shaded. */
export const currentRowLink = { ...rowLink, _currentPage: { bg: 'colorPalette.muted' } } as const;
