/** The Prioritized Task Scheduling API's `scheduler.yield()`, where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

function browserScheduler(): YieldingScheduler | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? (scheduler as YieldingScheduler) : undefined;
}

/**
 * Ends the current task, so that a key or a tap waiting for the main thread is handled (and painted)
 * before the app's start goes on (docs/decisions/018, 048). `scheduler.yield()` where supported: the
 * start continues ahead of other queued tasks (a remote's script, a timer) instead of behind them. Else a
 * message on a channel: a new task at once, without the 4 ms a nested `setTimeout(0)` is held back.
 */
export function yieldToInput(): Promise<void> {
  const scheduler = browserScheduler();
  if (scheduler) return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
