/** The demo's visible keyboard focus: the theme's focus ring around the element (`_focusVisible={focusRing}`). */
export const focusRing = { outline: '2px solid', outlineColor: 'colorPalette.focusRing' } as const;
