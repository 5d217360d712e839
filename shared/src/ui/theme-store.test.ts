import { restoreTheme, themeStore } from './theme-store';

describe('theme', () => {
  it('applies the chosen theme to the page and remembers it', () => {
    themeStore.getState().setTheme('teal');
    expect(document.documentElement.dataset.theme).toBe('teal');
    expect(window.localStorage.getItem('theme')).toBe('teal');
  });

  it('restores the remembered theme on start', () => {
    window.localStorage.setItem('theme', 'amber');
    restoreTheme();
    expect(themeStore.getState().theme).toBe('amber');
    expect(document.documentElement.dataset.theme).toBe('amber');
  });

  it('ignores an unknown remembered theme', () => {
    window.localStorage.setItem('theme', 'neon');
    restoreTheme();
    expect(themeStore.getState().theme).toBe('default');
  });
});
