import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config/index.js';
import { withDataDir } from './data-dir.js';

describe('Whole-number variables of the environment', () => {
  it('refuses one not written in digits, naming it, rather than reading a part of it', (t) => {
    const dataDir = withDataDir(t);
    // each would have been read as another number: 4000, 2, 300, 16, 7
    const written = {
      API_PORT: '4000.5',
      DATABASE_POOL_SIZE: '2.5',
      RUNT_TIMEOUT_MS: '3e2',
      CASH_PAYMENT_HOURS: '0x10',
    };
    assert.throws(
      () => loadConfig({ DATA_DIR: dataDir, ...written, RECONCILE_WINDOW_DAYS: '7.0' }),
      (error: Error) => {
        for (const name of [...Object.keys(written), 'RECONCILE_WINDOW_DAYS']) {
          assert.match(error.message, new RegExp(`- ${name}: must be a whole number, written in digits`), name);
        }
        return true;
      },
    );
    // an optional one too, and digits still read as before (a space around them as well)
    assert.throws(() => loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '9100.1' }), /- METRICS_PORT: must be a whole/);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: ' 4 ', API_PORT: '4100' });
    assert.equal(config.databasePoolSize, 4);
    assert.equal(config.port, 4100);
  });
});
