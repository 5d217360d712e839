import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToInput } from './yield-to-input';

type WithScheduler = { scheduler?: { yield: () => Promise<void> }; MessageChannel?: unknown };

/** Resolves with whether `yieldToInput()` had resumed before this task's microtasks ran out. */
async function resumedInThisTask(): Promise<{ before: boolean; after: boolean }> {
  let resumed = false;
  void yieldToInput().then(() => (resumed = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  const before = resumed;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { before, after: resumed };
}

describe('yielding to input between the pieces of the start', () => {
  afterEach(() => {
    delete (globalThis as WithScheduler).scheduler;
    delete (globalThis as WithScheduler).MessageChannel;
  });

  it("uses the browser's scheduler.yield() where it has one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as WithScheduler).scheduler = { yield: yielded };
    await yieldToInput();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('else goes on in a task of its own (a message on a channel), not in a microtask of the current one', async () => {
    (globalThis as WithScheduler).MessageChannel = NodeMessageChannel;
    expect(await resumedInThisTask()).toEqual({ before: false, after: true });
  });

  it('and with neither, after a timer', async () => {
    expect(await resumedInThisTask()).toEqual({ before: false, after: true });
  });
});
