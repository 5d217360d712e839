import { join } from 'node:path';

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, '..', '..');
