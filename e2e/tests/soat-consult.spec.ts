import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { longDate, validityEnd, newHolder, newPlate, todayInColombia, type Holder } from '../fixtures/soat';
import { expect, startApp, test } from '../fixtures/test';

/** Asks the consult page for the policies of `plate` held by `holder`'s document. */
async function consult(page: Page, plate: string, holder: Pick<Holder, 'numeroDocumento'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Consultar SOAT' });
  await form.getByRole('textbox', { name: 'Placa' }).fill(plate.toLowerCase());
  await form.getByLabel('Tipo de documento').selectOption({ label: 'Cédula de ciudadanía' });
  await form.getByLabel('Número de documento').fill(holder.numeroDocumento);
  await form.getByRole('button', { name: 'Consultar' }).click();
}

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
  await consult(page, plate, holder);

  await expect(
    page.getByRole('status').filter({ hasText: `Encontramos 1 póliza de la placa ${plate}.` }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: `SOAT de la placa ${plate}, del más reciente al más antiguo` });
  const row = table.getByRole('row', { name: new RegExp(poliza.numeroPoliza) });
  await expect(row.getByRole('rowheader')).toHaveText(poliza.numeroPoliza);
  await expect(row).toContainText('Vigente');
  await expect(row).toContainText('Aseguradora Portal SOAT (de pruebas)');
  await expect(row).toContainText(longDate(todayInColombia()));
  await expect(row).toContainText(longDate(validityEnd(todayInColombia())));
  await expect(row).toContainText('521');

  // someone else's document: the same clear message as a plate with no policy, no table, and no error
  // banner (the 404 is the page's answer, not a failure)
  await consult(page, plate, newHolder());
  await expect(
    page.getByRole('status').getByText(`No encontramos pólizas de la placa ${plate} con ese documento.`),
  ).toBeVisible();
  await expect(page.getByText('Revisa la placa y el documento del tomador.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(poliza.numeroPoliza)).toHaveCount(0);
  await expect(page.getByText('No pudimos completar la solicitud')).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the consult opened from a policy’s QR code shows its plate with no touch, then consults as usual', async ({
    page,
    soat,
  }) => {
    const plate = newPlate('car');
    const holder = newHolder();
    const { poliza } = await soat.buyPolicy({ placa: plate, tomador: holder });
    await page.goto(`/soat/consulta?placa=${plate.toLowerCase()}`);
    // rendered by the remote's server with the plate: the app has not started
    await expect(page.getByRole('textbox', { name: 'Placa' })).toHaveValue(plate);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
    await page.getByRole('textbox', { name: 'Número de documento' }).fill(holder.numeroDocumento);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByText(poliza.numeroPoliza)).toBeVisible();
  });

  test('the consult shows each policy as a card with its validity dates in sight, nothing scrolls sideways', async ({
    page,
    soat,
  }) => {
    const plate = newPlate('car');
    const holder = newHolder();
    const { poliza } = await soat.buyPolicy({ placa: plate, tomador: holder });

    await page.goto('/soat/consulta');
    await startApp(page);
    await consult(page, plate, holder);

    const list = page.getByRole('list', { name: `SOAT de la placa ${plate}, del más reciente al más antiguo` });
    const card = list.getByRole('listitem').filter({ hasText: poliza.numeroPoliza });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(poliza.numeroPoliza);
    await expect(page.getByRole('table')).toHaveCount(0);
    // the policy number on one line, not wrapped over several
    const heading = await card.getByRole('heading', { level: 3 }).evaluate((element) => {
      const { lineHeight } = getComputedStyle(element);
      return { height: element.getBoundingClientRect().height, lineHeight: Number.parseFloat(lineHeight) };
    });
    expect(heading.height).toBeLessThan(heading.lineHeight * 1.5);
    // the end says how many days are left (issue 26, point 4)
    const daysLeft = Math.round(
      (Date.parse(validityEnd(todayInColombia())) - Date.parse(todayInColombia())) / 86_400_000,
    );
    for (const [term, date] of [
      ['Inicio de vigencia', longDate(todayInColombia())],
      ['Fin de vigencia', `${longDate(validityEnd(todayInColombia()))} · Quedan ${daysLeft} días`],
    ] as const) {
      const value = card.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
      await expect(value).toHaveText(date);
      await value.scrollIntoViewIfNeeded();
      await expect(value).toBeInViewport({ ratio: 1 });
    }
    // nothing wider than the screen: no sideways scrolling, on the page or in the results
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      widest: Math.max(
        ...Array.from(document.querySelectorAll('main *'), (element) => element.getBoundingClientRect().right),
      ),
      width: document.documentElement.clientWidth,
    }));
    expect(overflow.page).toBe(0);
    expect(overflow.widest).toBeLessThanOrEqual(overflow.width);
    await expectNoViolations(page, 'the consult results on a phone');
  });
});
