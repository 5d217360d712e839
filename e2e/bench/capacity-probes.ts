// What the capacity bench (capacity-load.ts) reads of its servers (capacity-servers.ts) while they are
// loaded: CPU time and the time spent ready to run but waiting for a core, from /proc (Linux), and the
// database pool's use from the API's metrics.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * Seconds a process's main thread (the one that answers: Node's event loop, a PostgreSQL backend, Redis)
 * has spent ready to run but waiting for a core, in the kernel's run queue: /proc/<pid>/schedstat holds
 * time on a core, time waiting and timeslices (ns). 0 where the kernel keeps no scheduler statistics.
 */
export function runQueueWait(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9 || 0;
  } catch {
    return 0; // ended meanwhile, or no scheduler statistics
  }
}

/**
 * Every process now: its command name, parent and CPU seconds (user + system), from /proc/<pid>/stat, with
 * those of its children that ended and it has reaped (cutime + cstime): a PostgreSQL backend that ends while
 * it is measured (the pool closing an idle connection) moves its CPU to the postmaster's, so what a tree used
 * between two readings counts the ended processes' share too (but for one reaped in the few milliseconds
 * between reading its parent and reading it, which neither reading then holds).
 */
function processes() {
  const table = new Map<number, { comm: string; ppid: number; cpu: number }>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const end = stat.lastIndexOf(')');
      // from the state on: ppid [1], utime [11], stime [12], cutime [13], cstime [14]
      const fields = stat.slice(end + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0);
      const cpu = ticks / TICKS_PER_SECOND;
      table.set(Number(name), { comm: stat.slice(stat.indexOf('(') + 1, end), ppid: Number(fields[1]), cpu });
    } catch {
      /* ended meanwhile */
    }
  }
  return table;
}

/** Seconds so far, by command name (`node`, `postgres`, `redis-server`), of `pid` and its descendants. */
export interface TreeTimes {
  /** On a core (user + system), with the reaped children's. */
  cpu: Record<string, number>;
  /**
   * Ready to run, waiting for a core (runQueueWait), by process id: a process that ends takes its own with it,
   * so a round's wait is the sum of each process's growth (waitGrowth), never a negative.
   */
  wait: Record<string, Record<number, number>>;
}

/** Seconds waited between two readings of the same processes: what each one still there or new added. */
export function waitGrowth(before: Record<number, number>, after: Record<number, number>): number {
  return Object.entries(after).reduce(
    (sum, [pid, seconds]) => sum + Math.max(0, seconds - (before[Number(pid)] ?? 0)),
    0,
  );
}

/** CPU and run-queue seconds so far of `pid` and its descendants, by command name. */
export function treeTimes(pid: number): TreeTimes {
  const table = processes();
  const times: TreeTimes = { cpu: {}, wait: {} };
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop() as number;
    const entry = table.get(current);
    if (!entry) continue;
    times.cpu[entry.comm] = (times.cpu[entry.comm] ?? 0) + entry.cpu;
    (times.wait[entry.comm] ??= {})[current] = runQueueWait(current);
    for (const [child, { ppid }] of table) if (ppid === current) pending.push(child);
  }
  return times;
}

/**
 * The metrics poolUse reads, asked alone (`name[]`): the whole scrape runs the gauges' database reads, 5-9 ms
 * of the API's CPU, which every half second would count against the API's CPU a purchase. The lag's gauge
 * before its p99 and max: reading it sets them.
 */
const WATCHED_METRICS = [
  'soat_db_pool_connections',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_eventloop_lag_max_seconds',
];

/**
 * The pool's connections now, from soat_db_pool_connections: open (total), in use, and queries waiting; and
 * the API's event loop held up (prom-client's monitorEventLoopDelay, reset at each read: since the last one).
 */
async function poolUse(metricsUrl: string) {
  const url = `${metricsUrl}?${WATCHED_METRICS.map((name) => `name[]=${name}`).join('&')}`;
  const text = await (await fetch(url)).text();
  const value = (state: string) =>
    Number(new RegExp(`^soat_db_pool_connections\\{state="${state}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const lagMs = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0) * 1000;
  return {
    total: value('total'),
    inUse: value('total') - value('idle'),
    waiting: value('waiting'),
    eventLoopP99Ms: lagMs('nodejs_eventloop_lag_p99_seconds'),
    eventLoopMaxMs: lagMs('nodejs_eventloop_lag_max_seconds'),
  };
}

/** The peaks of `poolUse` over a round. */
export type PoolPeaks = Awaited<ReturnType<typeof poolUse>>;

/** Reads the pool's use every `everyMs` until the returned function is called; it answers the peaks. */
export function watchPool(metricsUrl: string, everyMs = 500) {
  const peak: PoolPeaks = { total: 0, inUse: 0, waiting: 0, eventLoopP99Ms: 0, eventLoopMaxMs: 0 };
  let watching = true;
  const loop = (async () => {
    while (watching) {
      const use = await poolUse(metricsUrl).catch(() => peak);
      for (const key of Object.keys(peak) as (keyof typeof peak)[]) peak[key] = Math.max(peak[key], use[key]);
      await sleep(everyMs);
    }
  })();
  return async () => {
    watching = false;
    await loop;
    return peak;
  };
}
