import { CAR, expectPdf, expectZip, longDate, newHolder, newPlate } from '../fixtures/soat';
import { expect, storeToken, test } from '../fixtures/test';

// (g) What a signed-in customer buys is in "mis pólizas", with its certificate and its electronic invoice.

test('a signed-in customer finds the policy bought with the account in "mis pólizas", with its PDF and invoice, and no renewal before its last 30 days', async ({
  page,
  api,
  account,
  soat,
}) => {
  const token = await api.signIn(account);
  const plate = newPlate('car');
  const holder = newHolder();
  const { poliza } = await soat.buyPolicy({ placa: plate, vehiculo: CAR, tomador: holder, token });
  const { factura } = (await soat.waitForInvoice(poliza.idSolicitudSoat)).poliza!;
  // a purchase without the account is not theirs
  const otherPlate = newPlate('car');
  await soat.buyPolicy({ placa: otherPlate, vehiculo: CAR });

  await storeToken(page, token);
  await page.goto('/soat/mis-polizas');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pólizas' })).toBeVisible();
  const policies = page.getByRole('region', { name: 'Pólizas' });
  const card = policies
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${plate} · Automóvil` }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(poliza.numeroPoliza);
  await expect(card).toContainText('Vigente');
  await expect(card).toContainText(`Del ${longDate(poliza.inicioVigencia)} al ${longDate(poliza.finVigencia)}`);
  await expect(card).toContainText('$ 544.700');
  await expect(page.getByText(otherPlate)).toHaveCount(0);

  // the certificate: a real PDF of this policy
  const download = card.getByRole('link', { name: `Descargar certificado (PDF) de la póliza ${poliza.numeroPoliza}` });
  const href = await download.getAttribute('href');
  expect(href).toMatch(new RegExp(`/soat/api/v1/solicitudes/${poliza.idSolicitudSoat}/certificado$`));
  const certificate = await page.request.get(href!);
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  expectPdf(await certificate.body());

  // the electronic invoice the DIAN validated: its number, its CUFE and its zip
  const invoice = card.getByRole('link', {
    name: `Descargar factura electrónica (.zip) de la póliza ${poliza.numeroPoliza}`,
  });
  const invoiceHref = await invoice.getAttribute('href');
  expect(invoiceHref).toMatch(new RegExp(`/soat/api/v1/solicitudes/${poliza.idSolicitudSoat}/factura$`));
  await expect(card).toContainText(factura!.numero!);
  await expect(card).toContainText(factura!.cufe!);
  const zip = await page.request.get(invoiceHref!);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expectZip(await zip.body());

  // a policy bought today is renewed from 30 days before its end (its reminder's link, or "Renovar" then)
  await expect(card.getByRole('link', { name: /^Renovar/ })).toHaveCount(0);

  // and everything its certificate carries, on demand: the insurer's NIT, the holder in full, the coverages
  await card.getByText('Ver todos los datos de la póliza').click();
  const fact = (section: string, term: string) =>
    card
      .getByRole('region', { name: section })
      .locator('dt')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('+ dd');
  await expect(fact('Aseguradora', 'NIT')).toHaveText('900000001-2');
  await expect(fact('Vehículo', 'Clase')).toHaveText('Automóvil');
  await expect(fact('Tomador', 'Documento')).toHaveText(`CC ${holder.numeroDocumento}`);
  await expect(fact('Tomador', 'Dirección')).toHaveText(holder.direccion);
  await expect(card.getByRole('region', { name: 'Coberturas por víctima' }).getByRole('table')).toBeVisible();
});
