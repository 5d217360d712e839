import { CAR, newHolder, newPlate } from '../fixtures/soat';
import { expectNoViolations } from '../fixtures/axe';
import { expect, storeToken, test } from '../fixtures/test';

// (d) of issue 26: a purchase made without an account joins the account by a link emailed to the holder.

test('a customer who bought without an account signs up, asks for the link, opens it from the email and sees the policy in "mis pólizas"', async ({
  page,
  api,
  account,
  soat,
}) => {
  const plate = newPlate('car');
  const holder = newHolder();
  const { poliza } = await soat.buyPolicy({ placa: plate, vehiculo: CAR, tomador: holder });
  const token = await api.signIn(account);
  await storeToken(page, token);

  await page.goto('/soat/mis-polizas');
  const form = page.getByRole('form', { name: '¿Compraste sin iniciar sesión?' });
  await form.getByLabel('Placa').fill(plate);
  await form.getByLabel('Número de documento').fill(holder.numeroDocumento);
  await expectNoViolations(page, 'mis pólizas with the claim form');
  await form.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(
    page.getByText(/^Si hay compras sin cuenta de esa placa con ese documento, enviamos un enlace/),
  ).toBeVisible();
  // not in the list before the link is used
  await expect(page.getByText(poliza.numeroPoliza)).toHaveCount(0);

  // the link went to the holder's email, not the account's
  const email = await soat.emailWithSubject(
    holder.correoElectronico,
    new RegExp(`Agrega el SOAT de la placa ${plate}`),
  );
  const link = /(https?:\/\/\S+\/soat\/mis-polizas\?reclamar=\S+)/.exec(email.texto)![1]!;
  // the single-use token goes once: the page's loader sends it as the page arrives, the app takes its answer over
  const confirmations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/mis-polizas/reclamos/confirmar'))
      confirmations.push(request.url());
  });
  await page.goto(link);
  await expect(page.getByText('Agregamos 1 póliza a tus pólizas.')).toBeVisible();
  const policies = page.getByRole('region', { name: 'Pólizas' });
  await expect(policies.getByRole('heading', { level: 3, name: `${plate} · Automóvil` })).toBeVisible();
  await expect(policies.getByRole('listitem')).toContainText(poliza.numeroPoliza);
  await expect(page).toHaveURL(/\/soat\/mis-polizas$/);
  await expect(page.getByText('Agregamos 1 póliza a tus pólizas.')).toBeVisible();
  expect(confirmations).toHaveLength(1);
  await expectNoViolations(page, 'mis pólizas with the claim taken');
});
