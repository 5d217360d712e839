import { longDate, validityEnd, newHolder, newPlate, todayInColombia } from '../fixtures/soat';
import { expect, startApp, test } from '../fixtures/test';

// (d) The consult finds a policy by its plate and its holder's document, and only by them.

test('the consult shows a new policy in force to its holder and nothing to another document', async ({
  page,
  soat,
}) => {
  const plate = newPlate('car');
  const holder = newHolder();
  const { poliza } = await soat.buyPolicy({ placa: plate, tomador: holder });

  await page.goto('/soat/consulta');
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta tu SOAT' })).toBeVisible();
  await startApp(page);
  const form = page.getByRole('form', { name: 'Consultar SOAT' });
  await form.getByRole('textbox', { name: 'Placa' }).fill(plate.toLowerCase());
  await form.getByLabel('Tipo de documento').selectOption({ label: 'Cédula de ciudadanía' });
  await form.getByLabel('Número de documento').fill(holder.numeroDocumento);
  await form.getByRole('button', { name: 'Consultar' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: `Encontramos 1 póliza de la placa ${plate}.` }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: `SOAT de la placa ${plate}, del más reciente al más antiguo` });
  const row = table.getByRole('row', { name: new RegExp(poliza.numeroPoliza) });
  await expect(row.getByRole('rowheader')).toHaveText(poliza.numeroPoliza);
  await expect(row).toContainText('Vigente');
  await expect(row).toContainText('Aseguradora Portal SOAT (sandbox)');
  await expect(row).toContainText(longDate(todayInColombia()));
  await expect(row).toContainText(longDate(validityEnd(todayInColombia())));
  await expect(row).toContainText('521');

  // someone else's document: the same clear message as a plate with no policy, and no table
  await form.getByLabel('Número de documento').fill(newHolder().numeroDocumento);
  await form.getByRole('button', { name: 'Consultar' }).click();
  await expect(
    page.getByRole('status').getByText(`No encontramos pólizas de la placa ${plate} con ese documento.`),
  ).toBeVisible();
  await expect(page.getByText('Revisa la placa y el documento del tomador.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(poliza.numeroPoliza)).toHaveCount(0);
});
