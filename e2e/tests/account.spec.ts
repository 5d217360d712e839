import { submitSignUp } from '../fixtures/sign-up';
import { expect, test } from '../fixtures/test';

test('a visitor creates an account, signs in, stays signed in after a reload and signs out', async ({
  page,
  newAccount: account,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByRole('link', { name: 'Crea una cuenta' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta/);

  await submitSignUp(page, account);

  await expect(page).toHaveURL(/\/iniciar-sesion/);
  await expect(page.getByText('Cuenta creada')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await page.getByLabel(/^Clave/).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  const accountMenu = page.getByRole('button', { name: `Cuenta de ${account.name}` });
  await expect(accountMenu).toBeVisible();
  await page.reload();
  await expect(accountMenu).toBeVisible();

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
});

test('after signing in the visitor returns to the page they were on', async ({ page, account }) => {
  await page.goto('/quienes-somos');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel(/^Clave/).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/quienes-somos$/);
  await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();
});

test('a wrong password gets a Spanish message and keeps what the visitor typed', async ({ page, account }) => {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel(/^Clave/).fill('no es mi clave');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Correo o clave incorrectos.' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await expect(page.getByLabel(/^Clave/)).toHaveValue('no es mi clave');
});

test('the sign-up form explains each invalid field in Spanish and keeps the input', async ({ page }) => {
  await page.goto('/crear-cuenta');
  await page.getByLabel('Nombre completo').fill('Ana');
  await page.getByLabel('Tipo de documento').selectOption('NIT');
  await page.getByLabel('Número de documento').fill('900123456-7');
  await page.getByLabel('Celular').fill('6011234567');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El dígito de verificación del NIT no es correcto.')).toBeVisible();
  await expect(page.getByText('Escribe un celular colombiano de 10 dígitos')).toBeVisible();
  await expect(page.getByText('Debes aceptar los términos')).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toHaveValue('900123456-7');
});

test('an email that already has an account is flagged on its field', async ({ page, account }) => {
  await page.goto('/crear-cuenta');
  await page.getByLabel('Nombre completo').fill('Otra Persona');
  await page.getByLabel('Número de documento').fill('52123456');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Celular').fill('3109876543');
  await page.getByLabel(/^Nueva clave/).fill('Otra clave bastante larga 77');
  await page.getByLabel('Confirma la clave').fill('Otra clave bastante larga 77');
  await page.getByRole('checkbox', { name: /Acepto los/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Ya existe una cuenta con ese correo electrónico.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/crear-cuenta/);
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Otra Persona');
});
