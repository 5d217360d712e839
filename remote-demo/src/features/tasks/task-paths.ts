import { DEMO_PATHS } from '../../lib/demo-paths';

/** A task's (or a section's) details. */
export const taskPath = (id: string) => `${DEMO_PATHS.tasks}/${encodeURIComponent(id)}`;

/** The priorities of the spec, 0–2, by the name of their text. */
export const PRIORITY_NAMES = ['low', 'normal', 'high'] as const;
