import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Issue 23: on a touch-screen phone, typing right after load loses nothing while the app starts
// (docs/decisions/018-start-in-pieces.md): the page answers as plain HTML, the app starts in the first
// pause and takes the page over with what was typed, focus and caret where they were.

test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });

/** The page, its field, what is typed, and whether the app renders the page afresh (a section) or hydrates it. */
const PAGES: { path: string; field: (page: Page) => Locator; text: string; replaced: boolean }[] = [
  {
    path: '/home',
    field: (page) => page.getByRole('textbox', { name: 'Placa de tu vehículo' }),
    text: 'ABC123',
    replaced: false,
  },
  {
    path: '/cotizar-soat/comprar-soat',
    field: (page) => page.getByRole('textbox', { name: 'Placa', exact: true }),
    text: 'ABC123',
    replaced: true,
  },
  {
    path: '/iniciar-sesion',
    field: (page) => page.getByRole('textbox', { name: 'Correo electrónico' }),
    text: 'laura.gomez@ejemplo.co',
    replaced: true,
  },
];

for (const { path, field, text, replaced } of PAGES) {
  test(`${path}: typing from right after load through the app's start loses no character, focus or caret`, async ({
    page,
  }) => {
    // a phone's CPU, so that the start spans several keys
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'load' });
    const input = field(page);
    const original = await input.elementHandle();
    await input.tap();
    // two keys quickly (the app waits for a pause), a pause that starts it, then a key every 150 ms; the
    // page itself counts the keys that reach it before the app is ready (a count asked from here between
    // keys measured the test's own round trips: on /home the app is ready by the second key after the pause)
    await page.keyboard.type(text.slice(0, 2), { delay: 50 });
    await page.waitForTimeout(450);
    await page.evaluate(() => {
      const counted = window as Window & { keysWhileStarting?: number };
      counted.keysWhileStarting = 0;
      const count = () => {
        if (!document.documentElement.hasAttribute('data-app-ready')) counted.keysWhileStarting! += 1;
      };
      document.addEventListener('keydown', count, true);
    });
    await page.keyboard.type(text.slice(2), { delay: 150 });
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const duringStart = await page.evaluate(
      () => (window as Window & { keysWhileStarting?: number }).keysWhileStarting ?? 0,
    );
    expect(duringStart, 'keys typed after the pause, while the app was starting').toBeGreaterThanOrEqual(1);
    // the app's own page (a section rendered afresh) or the same one hydrated
    expect(await original?.evaluate((element) => element.isConnected)).toBe(!replaced);
    await expect(field(page)).toHaveValue(text);
    await expect(field(page)).toBeFocused();
    // the caret at the end: where the field tells it, or where the next key lands (an email field does not tell)
    const caret = await field(page).evaluate((element: HTMLInputElement) => element.selectionStart);
    if (caret !== null) expect(caret).toBe(text.length);
    else {
      await page.keyboard.type('x');
      await expect(field(page)).toHaveValue(`${text}x`);
    }
  });
}
