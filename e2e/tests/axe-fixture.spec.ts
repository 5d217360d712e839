// The accessibility check every page's test runs (fixtures/axe.ts) measures what a visitor sees once the page has
// settled, not a frame of a transition: a button fading back from its busy state failed a purchase test in CI
// (white on the fading button read at 3.95:1).
import { expect, test } from '../fixtures/test';
import { expectNoViolations } from '../fixtures/axe';

/**
 * A solid button, white on #6b6b6b (5.3:1 settled, under 4.5:1 below 92 % opacity), fading in from half opacity over
 * 2.5 s, longer than axe takes to reach its contrast rule (about a second here) and shorter than the check's wait;
 * and a spinner that never stops.
 */
const FADING_BUTTON = `<!doctype html><html lang="es"><head><title>Prueba</title><style>
  body { background: #ffffff; }
  button { background: #6b6b6b; color: #ffffff; font-size: 14px; border: 0; padding: 8px 16px; transition: opacity 2.5s linear; }
  button.busy { opacity: 0.5; }
  .spinner { width: 10px; height: 10px; animation: spin 1s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
</style></head><body><main><h1>Prueba</h1><button class="busy">Continuar al pago</button><div class="spinner"></div></main></body></html>`;

test("axe checks a button's contrast once its transition has ended, with an endless animation beside it", async ({
  page,
}) => {
  await page.setContent(FADING_BUTTON);
  // the button leaves its busy state: its opacity goes back to 1 over 2.5 s
  await page.locator('button').evaluate((button) => button.classList.remove('busy'));
  await expectNoViolations(page, 'a button fading back from its busy state');
  // measured settled: axe ran after the transition, while the spinner still turns
  expect(await page.locator('button').evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
});
