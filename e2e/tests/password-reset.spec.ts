import { expect, test } from '../fixtures/test';

test('a visitor resets a forgotten password through the emailed link', async ({ page, api, account }) => {
  await page.goto('/iniciar-sesion');
  await page.getByRole('link', { name: '¿Olvidaste tu clave?' }).click();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();

  const email = await api.latestEmailTo(account.email);
  const link = /https?:\/\/[^\s"<]+\/restablecer-clave\?token=[\w-]+/.exec(email.texto)?.[0];
  expect(link, email.texto).toBeDefined();
  const resetPath = new URL(link!).pathname + new URL(link!).search;

  const newPassword = `${account.password} renovada`;
  await page.goto(resetPath);
  await page.getByLabel(/^Nueva clave/).fill(newPassword);
  await page.getByLabel('Confirma la clave').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar clave' }).click();
  await expect(page.getByText('Tu clave fue actualizada')).toBeVisible();

  // the old password no longer works
  await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel(/^Clave/).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Correo o clave incorrectos.' })).toBeVisible();

  // the new one does
  await page.getByLabel(/^Clave/).fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();

  // and the link cannot be used twice
  await page.goto(resetPath);
  await page.getByLabel(/^Nueva clave/).fill(`${newPassword} otra vez`);
  await page.getByLabel('Confirma la clave').fill(`${newPassword} otra vez`);
  await page.getByRole('button', { name: 'Guardar clave' }).click();
  await expect(page.getByText('El enlace para restablecer la clave no es válido o ya venció.')).toBeVisible();
});
