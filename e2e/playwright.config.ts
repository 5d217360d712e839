import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium-path.ts';

// The portal is started by run-e2e.ts (npm test), which passes its URLs here.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1, // two-core machines
  forbidOnly: true,
  retries: 0,
  // a safety net, not a measure: these machines are shared, and in a slow minute a journey of 12 s took
  // 60 s (every request 5-10 times slower), so a test fails on what it checks, each step in its own time
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.PORTAL_URL,
    locale: 'es-CO',
    // a failed test leaves its trace in test-results/ (npx playwright show-trace …); a passed one, nothing
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
