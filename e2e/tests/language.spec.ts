import { expect, test } from '../fixtures/test';

test('switching the language re-renders the host and the remote, and back', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('button', { name: 'Idioma y tema' }).click();
  await page.getByLabel('Idioma', { exact: true }).selectOption('en');
  await page.keyboard.press('Escape');
  // host text and remote text, without a reload
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Language and theme' }).click();
  await page.getByLabel('Language', { exact: true }).selectOption('es');
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});
