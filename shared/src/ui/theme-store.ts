import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { THEMES, type ThemeId } from './palettes';

/** The theme of a visitor who chose none. */
export const DEFAULT_THEME: ThemeId = 'default';

/** Where the chosen theme is remembered (localStorage). */
export const THEME_KEY = 'theme';

function isThemeId(value: unknown): value is ThemeId {
  return THEMES.some((theme) => theme.id === value);
}

function storedTheme(): ThemeId {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return isThemeId(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function apply(theme: ThemeId): void {
  document.documentElement.dataset.theme = theme;
}

interface ThemeState {
  theme: ThemeId;
  setTheme: (theme: ThemeId) => void;
}

/** The chosen theme, remembered across visits and applied to <html data-theme>. */
export const themeStore = createStore<ThemeState>()((set) => ({
  theme: DEFAULT_THEME,
  setTheme: (theme) => {
    try {
      window.localStorage.setItem(THEME_KEY, theme);
    } catch {
      /* not remembered */
    }
    apply(theme);
    set({ theme });
  },
}));

/** Applies the remembered theme; called once when an app starts. */
export function restoreTheme(): void {
  const theme = storedTheme();
  apply(theme);
  themeStore.setState({ theme });
}

export function useTheme<T>(selector: (state: ThemeState) => T): T {
  return useStore(themeStore, selector);
}
