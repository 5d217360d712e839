// The bench's phone (phone-page.ts) in Debian's Chromium: a tap on a select opens no list of options inside the
// page, as on Android, where the system's picker shows them (docs/decisions/053); the page's own work stays.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { phonePage } from './phone-page.ts';

const URL = 'http://phone.test/';
// a listener of the page's own, bubbling on the document: it runs after the phone's, which captures
const PAGE = `<!doctype html><html lang="es"><title>Tarifas</title><h1>Tarifas</h1>
<label>Tipo de vehículo <select id="type"><option value="">Todos</option><option value="1">Motos</option></select></label>
<script>
  window.seen = [];
  const select = document.getElementById('type');
  document.addEventListener('mousedown', (event) => seen.push(event.defaultPrevented ? 'list kept out' : 'list opened'));
  select.addEventListener('change', () => seen.push('change to ' + select.value));
</script>`;

let browser: Browser;
before(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath });
});
after(() => browser.close());

/** Taps the select and picks the next option with ArrowDown; what the page saw, and where the focus is. */
async function tapAndPick(page: Page) {
  await page.route(URL, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }));
  await page.goto(URL);
  await page.getByRole('combobox', { name: 'Tipo de vehículo' }).tap();
  await page.keyboard.press('ArrowDown');
  return page.evaluate(() => ({
    seen: (window as unknown as { seen: string[] }).seen,
    focused: document.activeElement?.id,
  }));
}

test("a tap on a select opens no list in the page, and the page still gets the select's focus and change", async () => {
  const { context, page } = await phonePage(browser);
  try {
    assert.deepEqual(await tapAndPick(page), { seen: ['list kept out', 'change to 1'], focused: 'type' });
  } finally {
    await context.close();
  }
});

test('the same phone without the bench’s script lets Chromium open its list inside the page', async () => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const { seen } = await tapAndPick(await context.newPage());
    // ArrowDown moves within that list: the select's change waits until the list closes
    assert.deepEqual(seen, ['list opened']);
  } finally {
    await context.close();
  }
});
