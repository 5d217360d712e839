import { expect, test } from '../fixtures/test';

// /home and /quienes-somos are written as HTML at build time; the app starts on
// the first interaction and takes the page over (docs/decisions/005).

for (const { path, heading } of [
  { path: '/home', heading: 'Tu SOAT en minutos, con las tarifas oficiales' },
  { path: '/quienes-somos', heading: 'Quiénes somos' },
]) {
  test(`${path} arrives as a finished, styled page that works without scripts`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    // the styles came with the page: Chakra's reset and the header's own, not the browser's defaults
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(await page.locator('header').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Cotizar SOAT' })).toHaveAttribute('href', '/cotizar-soat');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/iniciar-sesion?redirectTo=${encodeURIComponent(path)}`,
    );
    await expect(page.getByRole('link', { name: 'Chatear por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/web\.whatsapp\.com\/send\?phone=\d+/,
    );
    await context.close();
  });
}

for (const path of ['/home', '/quienes-somos']) {
  test(`on ${path} the app starts on the first interaction, takes the page over as it is, and the pressed button responds`, async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();

    const button = page.getByRole('button', { name: 'Idioma y tema' });
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Idioma', { exact: true })).toBeVisible();
    // hydrated, not rendered again: the same element is still in the page
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
}

declare global {
  interface Window {
    __movedStyles: string[];
  }
}

// a host page and a section page (the frame's styles and the remote page's, two elements)
for (const { path, serverStyles } of [
  { path: '/home', serverStyles: 1 },
  { path: '/recuperar-clave', serverStyles: 2 },
]) {
  test(`on ${path} the styles the page came with stay where they are as the app starts`, async ({ page }) => {
    // a style element moved is taken out of the page and put back: every element's style is computed again
    await page.addInitScript(() => {
      window.__movedStyles = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement) window.__movedStyles.push(node.outerHTML.slice(0, 40));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    expect(await page.locator('head style[data-emotion]').count()).toBe(serverStyles);
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect(await page.evaluate(() => window.__movedStyles)).toEqual([]);
    // emotion's cascade: its global styles before the rest (`css-global`), then the server's (their ids in
    // `data-emotion`), then those the app added (emotion's key alone)
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion]')].map((style) => {
        const emotion = style.getAttribute('data-emotion') ?? '';
        return emotion.includes(' ') ? 'server' : emotion.endsWith('-global') ? 'global' : 'app';
      }),
    );
    expect(order.join(' ')).toMatch(new RegExp(`^(global )*server( server){${serverStyles - 1}}( app)*$`));
    // and the app's page is styled by them: Chakra's reset and the header's own
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(await page.locator('header').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  });
}

test('keyboard focus stays where it was when the app takes the page over', async ({ page }) => {
  await page.goto('/home');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skipLink).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(skipLink).toBeFocused();
});

test('a visitor who chose another language gets the page in that language, not the prerendered Spanish', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/home');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
});

test('the root path goes to the prerendered home page without starting the app first', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu SOAT en minutos, con las tarifas oficiales');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started', /.*/);
});
