// The capacity bench's readings of its servers' CPU and wait for a core (capacity-probes.ts), on real
// processes: a child that works and ends while it is measured, as a PostgreSQL backend whose connection the
// pool closes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { treeTimes, waitGrowth } from './capacity-probes.ts';

// a parent that starts a child busy for half a second, reaps it when it ends, then waits to be stopped
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 500; while (Date.now() < end);'], { stdio: 'inherit' });
console.log('child ' + child.pid);
child.on('exit', () => console.log('reaped'));
setInterval(() => {}, 1000);
`;

test("a tree's CPU keeps what a child used once the child has ended", async () => {
  const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    let output = '';
    const seen = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => output.includes(text) && resolve();
        parent.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          check();
        });
        check();
      });
    await seen('child ');
    const childPid = Number(/child (\d+)/.exec(output)?.[1]);
    const before = treeTimes(parent.pid as number);
    assert.ok(
      Object.values(before.wait).some((byPid) => childPid in byPid),
      'the child is read while it runs',
    );
    await seen('reaped');
    const after = treeTimes(parent.pid as number);
    assert.ok(!Object.values(after.wait).some((byPid) => childPid in byPid), 'the child has ended');
    // the child's half second of work moved to its parent's reaped children's time, not lost
    const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((sum, seconds) => sum + seconds, 0);
    assert.ok(total(after.cpu) - total(before.cpu) >= 0.3, `CPU ${JSON.stringify({ before, after })}`);
  } finally {
    parent.kill();
    await once(parent, 'exit');
  }
});

test('a wait for a core grows by what each process still there or new added, never by a negative', () => {
  // 1 ended (its wait gone with it), 2 waited 0.5 s more, 3 began meanwhile and waited 0.25 s
  assert.equal(waitGrowth({ 1: 4, 2: 1 }, { 2: 1.5, 3: 0.25 }), 0.75);
  assert.equal(waitGrowth({ 1: 4 }, {}), 0);
});
