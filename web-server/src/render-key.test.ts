// The key the portal's servers share for the pages rendered on request (run by `npm test` with node:test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { carriesRenderKey, renderKeyFrom } from './render-key.ts';
import { startStaticServer } from './static-server.ts';

const KEY = 'k'.repeat(32);

describe("the portal's render key", () => {
  it('is required in production, 32 characters at least, and a server without one does not start', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', RENDER_KEY: 'corta' }]) {
      assert.throws(() => renderKeyFrom(env), /^Error: RENDER_KEY is required when NODE_ENV=production/);
      await assert.rejects(startStaticServer({ dir: '/nonexistent', port: 0, env }), /RENDER_KEY/);
    }
    assert.equal(renderKeyFrom({ NODE_ENV: 'production', RENDER_KEY: KEY }), KEY);
  });

  it('may be missing outside production: then nothing is rendered on request', () => {
    assert.equal(renderKeyFrom({ NODE_ENV: 'development' }), null);
    assert.equal(renderKeyFrom({}), null);
    assert.equal(carriesRenderKey(null, ''), false);
    assert.equal(carriesRenderKey(null, 'cualquiera'), false);
  });

  it('is carried only by a header of exactly that value', () => {
    assert.equal(carriesRenderKey(KEY, KEY), true);
    for (const header of [undefined, '', `${KEY}k`, KEY.slice(1), [KEY]]) {
      assert.equal(carriesRenderKey(KEY, header), false, String(header));
    }
  });
});
