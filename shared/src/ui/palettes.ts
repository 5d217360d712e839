/** Colour scales for the palettes Chakra does not ship (values from Tailwind's scales, plus our brand blue). */
export const paletteScales = {
  brand: {
    50: '#eef4ff',
    100: '#d9e6ff',
    200: '#b3ccff',
    300: '#84a9f5',
    400: '#5482e6',
    500: '#2f5fcc',
    600: '#1f4aa8',
    700: '#173a87',
    800: '#122e6b',
    900: '#0e2454',
    950: '#08163a',
  },
  indigo: {
    50: '#eef2ff',
    100: '#e0e7ff',
    200: '#c7d2fe',
    300: '#a5b4fc',
    400: '#818cf8',
    500: '#6366f1',
    600: '#4f46e5',
    700: '#4338ca',
    800: '#3730a3',
    900: '#312e81',
    950: '#1e1b4b',
  },
  rose: {
    50: '#fff1f2',
    100: '#ffe4e6',
    200: '#fecdd3',
    300: '#fda4af',
    400: '#fb7185',
    500: '#f43f5e',
    600: '#e11d48',
    700: '#be123c',
    800: '#9f1239',
    900: '#881337',
    950: '#4c0519',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    200: '#fde68a',
    300: '#fcd34d',
    400: '#fbbf24',
    500: '#f59e0b',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
    900: '#78350f',
    950: '#451a03',
  },
} as const;

/** The six themes of the portal, each a colour palette. */
export const THEMES = [
  { id: 'default', palette: 'indigo' },
  { id: 'brand', palette: 'brand' },
  { id: 'teal', palette: 'teal' },
  { id: 'rose', palette: 'rose' },
  { id: 'purple', palette: 'purple' },
  { id: 'amber', palette: 'amber' },
] as const;

export type ThemeId = (typeof THEMES)[number]['id'];
