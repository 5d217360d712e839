import { appReady, arrive, expect, expectNoAppYet, PHONE, sentTo } from '../fixtures/before-the-app';
import { addDays, approvedCardForm, CAR, newHolder, newPlate, TEST_BANKS, TEST_CARDS } from '../fixtures/soat';
import { CHECKOUT, PAYMENT_PAGE, RESULT_PAGE } from '../fixtures/soat-journey';
import { holdTheApp, test } from '../fixtures/test';

// Issue 41: what a visitor does on a page before the app runs is what the app acts on. Every page served
// before the app starts, on a phone with the CPU slowed 4×: act right after arrival (type, choose, tick,
// tap, use the keyboard), let the app start and take the page over (docs/decisions/009, 018), go on, and
// check what is sent: the API request's body, or the address a form leads to. This file: the SOAT
// pages and the links they send; before-the-app-forms.spec.ts: the rating link, /home and the account pages.

test.use(PHONE);

test.describe('the SOAT pages', () => {
  test('tarifas: the year and the vehicle type chosen before the app are the table the app shows', async ({ page }) => {
    await arrive(page, '/tarifas');
    const release = await holdTheApp(page);
    const filters = page.getByRole('search', { name: /./ });
    await filters.getByRole('combobox', { name: 'Año de la tabla' }).selectOption('2025');
    await filters.getByRole('combobox', { name: 'Tipo de vehículo' }).selectOption({ label: 'Motos' });
    await expectNoAppYet(page);
    release();
    await appReady(page);
    // the year is the page's address, the type its table
    await expect(page).toHaveURL(/\/tarifas\?anio=2025$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifas SOAT 2025' })).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'Tipo de vehículo' })).toHaveValue('1');
    await expect(page.getByRole('table', { name: /Motos/ })).not.toHaveCount(0);
    await expect(page.getByRole('table', { name: /Autos familiares/ })).toHaveCount(0);
  });

  test('consulta: the plate, a document type and its number given before the app are what it asks for', async ({
    page,
  }) => {
    await arrive(page, '/soat/consulta');
    const release = await holdTheApp(page);
    const sent = await sentTo(page, '/soat/api/v1/consultas');
    await page.getByRole('textbox', { name: 'Placa' }).tap();
    await page.keyboard.type('ABC12D');
    await page.getByRole('combobox', { name: 'Tipo de documento' }).selectOption({ label: 'Pasaporte' });
    await page.getByRole('textbox', { name: 'Número de documento' }).fill('AB123456');
    await expectNoAppYet(page);
    release();
    await appReady(page);
    await page.getByRole('button', { name: 'Consultar' }).tap();
    await expect.poll(() => sent).toEqual([{ placa: 'ABC12D', tipoDocumento: 'PA', numeroDocumento: 'AB123456' }]);
  });

  test('the consult of a policy’s QR: the document chosen and «Consultar» pressed before the app ask for its plate', async ({
    page,
    soat,
  }) => {
    const plate = newPlate('car');
    const holder = newHolder({ tipoDocumento: 'CE', numeroDocumento: '5123456' });
    const { poliza } = await soat.buyPolicy({ placa: plate, tomador: holder });
    await arrive(page, `/soat/consulta?placa=${plate}`);
    const release = await holdTheApp(page);
    const sent = await sentTo(page, '/soat/api/v1/consultas');
    await page.getByRole('combobox', { name: 'Tipo de documento' }).selectOption({ label: 'Cédula de extranjería' });
    await page.getByRole('textbox', { name: 'Número de documento' }).tap();
    await page.keyboard.type('5123456');
    await page.getByRole('button', { name: 'Consultar' }).tap();
    await expectNoAppYet(page);
    release();
    await expect(page.getByRole('heading', { level: 3, name: poliza.numeroPoliza })).toBeVisible();
    expect(sent).toEqual([{ placa: plate, tipoDocumento: 'CE', numeroDocumento: '5123456' }]);
  });

  test('the purchase: the plate, the class and service chosen and the model typed before the app are quoted', async ({
    page,
  }) => {
    const plate = newPlate('motorcycle');
    await arrive(page, '/cotizar-soat/comprar-soat');
    const release = await holdTheApp(page);
    const sent = await sentTo(page, '/soat/api/v1/cotizaciones');
    await page.getByRole('textbox', { name: 'Placa', exact: true }).tap();
    await page.keyboard.type(plate);
    await page.getByRole('combobox', { name: 'Clase de vehículo' }).selectOption({ label: 'Motocicleta' });
    await page.getByRole('combobox', { name: 'Servicio' }).selectOption({ label: 'Particular' });
    await page.getByRole('textbox', { name: 'Modelo (año)' }).fill('2022');
    await expectNoAppYet(page);
    release();
    await appReady(page);
    // what the class asks for once the app runs
    await page.getByLabel('Cilindraje (c.c.)').fill('150');
    await page.getByRole('button', { name: 'Cotizar', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        placa: plate,
        vehiculo: expect.objectContaining({
          clase: 'motocicleta',
          servicio: 'particular',
          modelo: 2022,
          cilindraje: 150,
        }),
      }),
    ]);
  });

  test('a renewal reminder’s link: the holder’s document typed and confirmed before the app is the one checked, and the quote renews with it', async ({
    page,
    soat,
  }) => {
    const plate = newPlate('car');
    const holder = newHolder();
    // a policy in its last days: a renewal is sold only in the last 30 (issue 41)
    const { poliza } = await soat.buyPolicyEndingIn(7, { placa: plate, vehiculo: CAR, tomador: holder });
    expect(await soat.reminderPass(plate, addDays(poliza.finVigencia, -7))).toBe(1);
    const email = await soat.emailWithSubject(holder.correoElectronico, /vence en 7 días/);
    await arrive(page, /^Renovar: (\S+)$/m.exec(email.texto)![1]!);
    const release = await holdTheApp(page);
    const checked = await sentTo(page, '/soat/api/v1/renovaciones/tomador');
    const quoted = await sentTo(page, '/soat/api/v1/cotizaciones');
    // the page as it came asks for the holder's document (the link shows them masked): typed and sent
    await page.getByRole('textbox', { name: 'Número de documento del tomador' }).tap();
    await page.keyboard.type(holder.numeroDocumento);
    await page.getByRole('button', { name: 'Confirmar documento' }).tap();
    await expectNoAppYet(page);
    release();
    await expect(
      page.getByText('Listo: llenamos los datos del tomador con los de la póliza que renuevas.'),
    ).toBeVisible();
    expect(checked).toEqual([
      expect.objectContaining({
        placa: plate,
        tipoDocumento: holder.tipoDocumento,
        numeroDocumento: holder.numeroDocumento,
      }),
    ]);
    await page.getByRole('button', { name: 'Cotizar', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
    // the vehicle the link was rendered with, and the document now confirmed
    expect(quoted).toEqual([
      expect.objectContaining({
        placa: plate,
        tipoDocumento: holder.tipoDocumento,
        numeroDocumento: holder.numeroDocumento,
        vehiculo: CAR,
      }),
    ]);
  });

  test('the payment page: PSE chosen before the app is the method paid with', async ({ page, soat }) => {
    const { idSolicitudSoat } = await soat.createRequest({ placa: newPlate('car') });
    await arrive(page, `/cotizar-soat/pagos/realizar-pago-soat/${idSolicitudSoat}`);
    const release = await holdTheApp(page);
    const sent = await sentTo(page, `/soat/api/v1/solicitudes/${idSolicitudSoat}/pagos`);
    await page.getByRole('radio', { name: /^PSE/ }).tap();
    await expectNoAppYet(page);
    release();
    await appReady(page);
    // what PSE asks for once the app runs
    await page.getByRole('combobox', { name: 'Banco' }).selectOption(TEST_BANKS.approves);
    await page
      .getByRole('radiogroup', { name: 'Tipo de persona' })
      .getByRole('radio', { name: 'Persona natural' })
      .tap();
    await page.getByRole('button', { name: /^Pagar \$/ }).tap();
    await expect(page).toHaveURL(CHECKOUT);
    expect(sent).toEqual([{ metodo: 'PSE', pse: { codigoBanco: TEST_BANKS.approves, tipoPersona: 'natural' } }]);
  });

  test('the payment page: Nequi chosen before the app is the method paid with, its mobile asked once the app runs', async ({
    page,
    soat,
  }) => {
    const { idSolicitudSoat } = await soat.createRequest({ placa: newPlate('car') });
    await arrive(page, `/cotizar-soat/pagos/realizar-pago-soat/${idSolicitudSoat}`);
    const release = await holdTheApp(page);
    const sent = await sentTo(page, `/soat/api/v1/solicitudes/${idSolicitudSoat}/pagos`);
    await page.getByRole('radio', { name: /^Nequi/ }).tap();
    await expectNoAppYet(page);
    release();
    await appReady(page);
    // what Nequi asks for once the app runs (this request was not made in this tab: nothing to fill it from)
    await page.getByRole('textbox', { name: 'Celular de tu cuenta Nequi' }).fill('3001234567');
    await page.getByRole('button', { name: /^Pagar \$/ }).tap();
    await expect(page).toHaveURL(RESULT_PAGE);
    expect(sent).toEqual([{ metodo: 'NEQUI', nequi: { celular: '3001234567' } }]);
  });

  test('the result of a declined payment: «Intentar de nuevo» tapped before the app leads to the payment page', async ({
    page,
    soat,
  }) => {
    const { idSolicitudSoat } = await soat.createRequest({ placa: newPlate('car') });
    await soat.payAtCheckout(
      await soat.startPayment(idSolicitudSoat, { card: true }),
      approvedCardForm(TEST_CARDS.declines),
    );
    await soat.waitForRequest(idSolicitudSoat, (purchaseRequest) => purchaseRequest.pago?.estado === 'RECHAZADO');
    await arrive(page, `/cotizar-soat/pagos/respuesta-pago-soat/${idSolicitudSoat}`);
    const release = await holdTheApp(page);
    await page.getByRole('link', { name: 'Intentar de nuevo' }).tap();
    await expect(page).toHaveURL(PAYMENT_PAGE);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Paga tu SOAT' })).toBeVisible();
  });

  test('a reminder’s unsubscribe link: «Dejar de recibirlos» pressed before the app unsubscribes once', async ({
    page,
    soat,
  }) => {
    const plate = newPlate('car');
    const holder = newHolder();
    const { poliza } = await soat.buyPolicy({ placa: plate, tomador: holder });
    expect(await soat.reminderPass(plate, addDays(poliza.finVigencia, -30))).toBe(1);
    const email = await soat.emailWithSubject(holder.correoElectronico, /vence en 30 días/);
    const link = new URL(/(https?:\/\/\S+\/soat\/recordatorios\?baja=\S+)/.exec(email.texto)![1]!);
    await arrive(page, `${link.pathname}${link.search}`);
    const release = await holdTheApp(page);
    const sent = await sentTo(page, '/soat/api/v1/recordatorios/bajas');
    await page.getByRole('button', { name: 'Dejar de recibirlos' }).tap();
    await expectNoAppYet(page);
    release();
    await expect(page.getByText(/^Listo: no enviaremos más recordatorios de renovación a /)).toBeVisible();
    expect(sent).toEqual([{ token: link.searchParams.get('baja') }]);
  });

  test('soat and mis pólizas: the menu opened and the links followed before the app lead where they say', async ({
    page,
  }) => {
    await arrive(page, '/soat');
    let release = await holdTheApp(page);
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await expectNoAppYet(page);
    release();
    await appReady(page);
    // the press before the app is made again: the menu is open, and goes on as usual
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#menu-principal').getByRole('link', { name: 'Tarifas' }).tap();
    await expect(page).toHaveURL(/\/tarifas$/);

    await page.unrouteAll();
    await arrive(page, '/soat/mis-polizas');
    release = await holdTheApp(page);
    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).tap();
    await expect(page).toHaveURL(/\/iniciar-sesion\?redirectTo=%2Fsoat%2Fmis-polizas$/);
    release();
  });
});
