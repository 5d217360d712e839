import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../fixtures/remote-build';
import { CAR, fillVehicleStep, newPlate, OFFICIAL_TOTALS } from '../fixtures/soat';
import { answers, freePort } from '../fixtures/servers';
import { expect, test } from '../fixtures/test';

// A remote alone with one command (issue 10 point 2c, docs/decisions/015-independent-delivery.md):
// `npm run dev:soat` on ports nobody uses starts an API of its own (none answers there) and remote-soat's
// development server, whose page quotes against that API.

/** Stops the command as Ctrl+C would, and waits until it has. */
function stopped(command: ChildProcess): Promise<unknown> {
  if (command.exitCode !== null || command.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => command.once('exit', resolve));
  process.kill(-command.pid!, 'SIGINT');
  return exited;
}

test('npm run dev:soat serves remote-soat alone, on its own API, with one command', async ({ page }) => {
  // a development server's first compilation and an API started from its sources
  test.setTimeout(240_000);
  const [remotePort, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'soat-dev-'));
  const output: string[] = [];
  const command = spawn('npm', ['run', 'dev:soat'], {
    cwd: repoRoot,
    env: { ...process.env, SOAT_PORT: String(remotePort), API_PORT: String(apiPort), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: npm, the script and what it starts
    detached: true,
  });
  command.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  command.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const remoteUrl = `http://localhost:${remotePort}`;
  try {
    await expect
      .poll(() => answers(`${remoteUrl}/cotizar-soat/comprar-soat`), { timeout: 200_000 })
      .toBe(true)
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${output.join('').slice(-3000)}`);
      });
    expect(await answers(`http://127.0.0.1:${apiPort}/health`)).toBe(true);

    // the remote's own shell, its runtime configuration naming the API the command started
    await page.goto(`${remoteUrl}/cotizar-soat/comprar-soat`);
    // a page no server wrote: the shell loads what Chakra's global styles are built from (the reset, the global CSS)
    await expect(page.getByRole('button', { name: 'Cotizar', exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => ({
        bodyMargin: getComputedStyle(document.body).margin,
        globalFont: getComputedStyle(document.documentElement).getPropertyValue('--global-font-body') !== '',
      })),
    ).toEqual({ bodyMargin: '0px', globalFont: true });
    await fillVehicleStep(page, CAR, newPlate('car'));
    await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Precio y vigencia' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Total a pagar' })).toContainText(OFFICIAL_TOTALS['521']);
  } finally {
    await stopped(command);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Ctrl+C stops everything it started
  await expect.poll(() => answers(`http://127.0.0.1:${apiPort}/health`)).toBe(false);
  await expect.poll(() => answers(remoteUrl)).toBe(false);
});
