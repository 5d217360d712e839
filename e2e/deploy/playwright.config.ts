import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// The journeys against the portal in containers (scripts/deploy-test/run.ts starts the stack and
// passes its URLs: PORTAL_URL, API_URL); the same browser and options as the end-to-end tests.
export default defineConfig({ ...base, testDir: '.' });
