import type { Page } from '@playwright/test';
import { CPU_SLOWDOWN } from '../bench/phone-page.mjs';
import { expectNoViolations } from '../fixtures/axe';
import { expect, holdTheApp, test } from '../fixtures/test';

// Issue 41: what a visitor does on a page before the app runs is what the app acts on. Every page served
// before the app starts, on a phone with the CPU slowed 4×: act right after arrival (type, choose, tick,
// tap, use the keyboard), let the app start and take the page over (docs/decisions/009, 018), go on, and
// check what is sent: the API request's body, or the address a form leads to.

test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });

/** Opens a page on the slowed phone as the server sent it: no script of the app has run. */
async function arrive(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'load' });
  await expectNoAppYet(page);
}

/** Whatever was done so far was done to the page as it came: the app has not taken it over. */
async function expectNoAppYet(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(false);
}

const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');

/** The bodies of the POSTs the page sends to the API's `path` from now on, as they leave the browser. */
async function postsTo(page: Page, path: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
      await route.continue();
    },
  );
  return bodies;
}

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
    const sent = await postsTo(page, '/api/calificaciones');
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
    const sent = await postsTo(page, '/api/calificaciones');
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
