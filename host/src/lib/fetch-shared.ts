import { loadShare } from '@module-federation/enhanced/runtime';
import { yieldToInput } from './yield-to-input';

/**
 * Fetches a shared library's files and runs them, which registers its modules without evaluating any, then
 * yields. The `import()` that follows evaluates the library in a task of its own. Without this, webpack
 * evaluates a library at the end of the task that ran its last file, and a tap waits for both (React DOM's
 * file and its evaluation: 63–75 ms at 4× in one task; docs/decisions/054).
 */
export const fetchShared = (name: string, load: (name: string) => Promise<unknown> = loadShare): Promise<void> =>
  // a failure is the import's to report: it asks for the same files again
  load(name).then(yieldToInput, yieldToInput);
