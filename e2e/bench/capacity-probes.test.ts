// The capacity bench's readings of its servers' CPU and wait for a core (capacity-probes.ts), on real
// processes: a child that works and ends while it is measured, as a PostgreSQL backend whose connection the
// pool closes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { treeTimes, waitGrowth } from './capacity-probes.ts';

/** CPU seconds the child spends once told to work: its own CPU time, however loaded the machine is. */
const CHILD_WORK_SECONDS = 0.4;

// the child: waits until its standard input ends, then works for CHILD_WORK_SECONDS of its own CPU and ends
const CHILD = `
const used = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e6; };
process.stdin.on('end', () => { const until = used() + ${CHILD_WORK_SECONDS}; while (used() < until); });
process.stdin.resume();
`;
// the parent: starts the child, tells it to work when told so itself, and reaps it when it ends
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', ${JSON.stringify(CHILD)}], { stdio: ['pipe', 'inherit', 'inherit'] });
console.log('child ' + child.pid);
process.stdin.once('data', () => child.stdin.end());
child.on('exit', () => console.log('reaped'));
setInterval(() => {}, 1000);
`;

test("a tree's CPU keeps what a child used once the child has ended", { timeout: 60_000 }, async () => {
  const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  parent.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  const seen = async (text: string) => {
    while (!output.includes(text)) await once(parent.stdout, 'data');
  };
  try {
    await seen('child ');
    const childPid = Number(/child (\d+)/.exec(output)?.[1]);
    const before = treeTimes(parent.pid as number);
    assert.ok(
      Object.values(before.wait).some((byPid) => childPid in byPid),
      'the child is read before it works',
    );
    parent.stdin.write('work\n');
    await seen('reaped');
    const after = treeTimes(parent.pid as number);
    assert.ok(!Object.values(after.wait).some((byPid) => childPid in byPid), 'the child has ended');
    // the child's work moved to its parent's reaped children's time, not lost with the child
    const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((sum, seconds) => sum + seconds, 0);
    assert.ok(
      total(after.cpu) - total(before.cpu) >= CHILD_WORK_SECONDS - 0.02,
      `CPU ${JSON.stringify({ before, after })}`,
    );
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
