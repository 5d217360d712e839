// The Prometheus configuration the compose file runs (deploy/prometheus): valid, and its alert rules
// fire when they should and not before (their unit tests, alerts.test.yml), checked by Debian's promtool
// (.ci/run installs the prometheus package).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './paths.ts';

const folder = join(repoRoot, 'deploy', 'prometheus');

function promtool(...args: string[]) {
  const result = spawnSync('promtool', args, { cwd: folder, encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    assert.fail("promtool is missing: install Debian's prometheus package (apt-get install prometheus)");
  assert.equal(result.status, 0, `promtool ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

test('the configuration is valid and names its rules', () => {
  assert.match(promtool('check', 'config', 'prometheus.yml'), /SUCCESS: 1 rule files found/);
});

test('every alert rule is valid', () => {
  assert.match(promtool('check', 'rules', 'alerts.yml'), /SUCCESS: 15 rules found/);
});

test("the alerts fire when they should and not before (the rules' unit tests)", () => {
  assert.match(promtool('test', 'rules', 'alerts.test.yml'), /SUCCESS/);
});
