import { axeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const PAGES = [
  { path: '/home', heading: 'Tu SOAT en minutos, con las tarifas oficiales' },
  { path: '/quienes-somos', heading: 'Quiénes somos' },
  { path: '/iniciar-sesion', heading: 'Iniciar sesión' },
  { path: '/crear-cuenta', heading: 'Crear cuenta' },
  { path: '/recuperar-clave', heading: 'Recuperar clave' },
  { path: '/restablecer-clave?token=enlace-de-prueba', heading: 'Restablecer clave' },
  // remote-soat; the states that take data (results, purchase steps, payment pages) are in soat-accessibility.spec.ts
  { path: '/tarifas', heading: 'Tarifas SOAT 2026' },
  { path: '/soat', heading: 'El SOAT, el seguro obligatorio de tu vehículo' },
  { path: '/soat/consulta', heading: 'Consulta tu SOAT' },
  { path: '/soat/mis-polizas', heading: 'Mis pólizas' },
  { path: '/cotizar-soat/comprar-soat', heading: 'Compra tu SOAT' },
];

for (const { path, heading } of PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const violations = await axeViolations(page);
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('axe finds no violations on the sign-up form showing its errors', async ({ page }) => {
  await page.goto('/crear-cuenta');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.map(({ id }) => id)).toEqual([]);
});

test('axe finds no violations with the language and theme panel open', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Idioma y tema' }).click();
  await expect(page.getByLabel('Tema', { exact: true })).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('the sign-in form works with the keyboard alone, with a visible focus', async ({ page, account }) => {
  await page.goto('/iniciar-sesion');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  const outline = await page.getByLabel(/^Clave/).evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();
});
