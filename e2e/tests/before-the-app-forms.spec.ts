import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { appReady, arrive, expect, expectNoAppYet, PHONE, sentTo } from '../fixtures/before-the-app';
import { holdTheApp, test } from '../fixtures/test';

// Issue 41: what a visitor does on a page before the app runs is what the app acts on. Every page served
// before the app starts, on a phone with the CPU slowed 4×: act right after arrival (type, choose, tick,
// tap, use the keyboard), let the app start and take the page over (docs/decisions/009, 018), go on, and
// check what is sent: the API request's body, or the address a form leads to. This file: the rating
// link, /home and the account pages; before-the-app-soat.spec.ts: the SOAT pages.

test.use(PHONE);

/** How the rating page draws its five stars (a shape per star, from the radios' state). */
const drawnStars = (page: Page) =>
  page
    .locator('.sc-star-glyph')
    .evaluateAll((glyphs) =>
      glyphs.map((glyph) => getComputedStyle(glyph, '::before').content.replaceAll('"', '')).join(''),
    );

test.describe('the rating page of the policy email’s link', () => {
  test('stars and «Sí» tapped right after load are drawn at once, carried to the app and sent', async ({
    page,
    soat,
  }) => {
    const { link } = await soat.policyWithRatingLink();
    const token = link.searchParams.get('token');
    await arrive(page, `${link.pathname}${link.search}`);
    await page.getByRole('radio', { name: '4 estrellas' }).tap();
    await page.getByRole('radio', { name: 'Sí' }).tap();
    await expectNoAppYet(page);
    // the page as it came shows the choice it holds, by shape: no star it does not hold
    expect(await drawnStars(page)).toBe('★★★★☆');
    await expectNoViolations(page, 'the rating form chosen before the app runs');

    await appReady(page);
    await expect(page.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Sí' })).toBeChecked();
    expect(await drawnStars(page)).toBe('★★★★☆');
    const sent = await sentTo(page, '/api/calificaciones');
    await page.getByRole('button', { name: 'Enviar calificación' }).tap();
    await expect.poll(() => sent).toEqual([{ token, estrellas: 4, recomendaria: true }]);
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' })).toBeVisible();
  });

  test('stars chosen by keyboard, a comment, «No» and the button pressed before the app are sent once', async ({
    page,
    soat,
  }) => {
    const { link } = await soat.policyWithRatingLink();
    const token = link.searchParams.get('token');
    await arrive(page, `${link.pathname}${link.search}`);
    const release = await holdTheApp(page);
    const sent = await sentTo(page, '/api/calificaciones');
    await page.getByRole('radio', { name: '1 estrella', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Claro');
    await page.getByRole('radio', { name: 'No' }).tap();
    await page.getByRole('button', { name: 'Enviar calificación' }).tap();
    await expectNoAppYet(page);
    expect(await drawnStars(page)).toBe('★★★☆☆');

    release();
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' })).toBeVisible();
    // sent once, with what was done before the app ran
    expect(sent).toEqual([{ token, estrellas: 3, comentario: 'Claro', recomendaria: false }]);
  });
});

test('/home: the plate and the owner’s document typed and sent with Enter before the app open the purchase with both', async ({
  page,
}) => {
  await arrive(page, '/home');
  const release = await holdTheApp(page);
  const runt = await sentTo(page, '/soat/api/v1/vehiculos/runt');
  const box = page.getByRole('form', { name: 'Placa de tu vehículo' });
  await box.getByRole('textbox', { name: 'Placa de tu vehículo' }).tap();
  await page.keyboard.type('XKA123');
  await box.getByRole('textbox', { name: 'Cédula del propietario (opcional)' }).tap();
  await page.keyboard.type('1020304050');
  await page.keyboard.press('Enter');
  await expectNoAppYet(page);
  release();
  await expect(page).toHaveURL(/\/cotizar-soat\/comprar-soat\?placa=XKA123$/);
  // the document went in the history entry's state, and the purchase asked the RUNT with it
  await expect.poll(() => runt).toEqual([expect.objectContaining({ placa: 'XKA123', numeroDocumento: '1020304050' })]);
});

test.describe('the account pages', () => {
  test('iniciar sesión: what was typed and the password shown before the app sign in', async ({ page, account }) => {
    await arrive(page, '/iniciar-sesion');
    const release = await holdTheApp(page);
    const sent = await sentTo(page, '/seguridad/api/v1/auth/inicio-sesion');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).tap();
    await page.keyboard.type(account.email);
    await page.getByRole('textbox', { name: 'Clave' }).tap();
    await page.keyboard.type(account.password);
    await page.getByRole('button', { name: 'Mostrar clave' }).tap();
    await expectNoAppYet(page);
    release();
    await appReady(page);
    // the press before the app is made again: the password shows
    await expect(page.getByRole('textbox', { name: 'Clave' })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Iniciar sesión' }).tap();
    await expect(page.getByRole('button', { name: `Cuenta de ${account.name}` })).toBeVisible();
    expect(sent).toEqual([{ usuario: account.email, clave: account.password }]);
  });

  test('crear cuenta: text, the document type, the passwords and the terms ticked before the app are sent', async ({
    page,
    newAccount,
  }) => {
    await arrive(page, '/crear-cuenta');
    const release = await holdTheApp(page);
    const sent = await sentTo(page, '/seguridad/api/v1/usuarios');
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill(newAccount.name);
    await page.getByRole('combobox', { name: 'Tipo de documento' }).selectOption({ label: 'Cédula de extranjería' });
    await page.getByRole('textbox', { name: 'Número de documento' }).fill('5123456');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(newAccount.email);
    await page.getByRole('textbox', { name: 'Celular' }).fill('3001234567');
    await page.getByRole('textbox', { name: 'Nueva clave' }).fill(newAccount.password);
    await page.getByRole('textbox', { name: 'Confirma la clave' }).fill(newAccount.password);
    // the terms by keyboard
    await page.getByRole('checkbox', { name: /^Acepto los términos/ }).focus();
    await page.keyboard.press('Space');
    await expectNoAppYet(page);
    // the page as it came draws the tick it holds, as the app will
    const tick = page.locator('[data-scope=checkbox][data-part=control]');
    const ticked = await tick.evaluate((box) => getComputedStyle(box).backgroundColor);
    expect(ticked).not.toBe('rgba(0, 0, 0, 0)');
    release();
    await appReady(page);
    await expect(page.getByRole('checkbox', { name: /^Acepto los términos/ })).toBeChecked();
    expect(await tick.evaluate((box) => getComputedStyle(box).backgroundColor)).toBe(ticked);
    await page.getByRole('button', { name: 'Crear cuenta' }).tap();
    // made: on to sign in with it
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(newAccount.email);
    expect(sent).toEqual([
      expect.objectContaining({
        nombreCompleto: newAccount.name,
        tipoDocumento: 'CE',
        numeroDocumento: '5123456',
        correoElectronico: newAccount.email,
        celular: '3001234567',
        clave: newAccount.password,
        aceptaTerminos: true,
      }),
    ]);
  });

  test('recuperar clave and the reset link: the email, the new password and the presses made before the app are sent', async ({
    page,
    api,
    account,
  }) => {
    await arrive(page, '/recuperar-clave');
    let release = await holdTheApp(page);
    const asked = await sentTo(page, '/seguridad/api/v1/usuarios/restablecer-clave');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).tap();
    await page.keyboard.type(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).tap();
    await expectNoAppYet(page);
    release();
    await expect(page.getByText('Revisa tu correo')).toBeVisible();
    expect(asked).toEqual([expect.objectContaining({ correoElectronico: account.email })]);

    const email = await api.latestEmailTo(account.email);
    const link = new URL(/https?:\/\/[^\s"<]+\/restablecer-clave\?token=[\w-]+/.exec(email.texto)![0]);
    await page.unrouteAll();
    await arrive(page, `${link.pathname}${link.search}`);
    release = await holdTheApp(page);
    const confirmed = await sentTo(page, '/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave', 'PUT');
    const password = `${account.password} renovada`;
    await page.getByRole('textbox', { name: 'Nueva clave' }).tap();
    await page.keyboard.type(password);
    await page.keyboard.press('Tab'); // the first «Mostrar clave»
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expectNoAppYet(page);
    release();
    await expect(page.getByText('Tu clave fue actualizada')).toBeVisible();
    expect(confirmed).toEqual([
      expect.objectContaining({ token: link.searchParams.get('token'), claveNueva: password }),
    ]);
  });
});
