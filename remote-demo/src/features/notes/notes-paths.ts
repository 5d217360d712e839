import { DEMO_PATHS } from '../../lib/demo-paths';

/** The archived notes. */
export const notesArchivePath = `${DEMO_PATHS.notes}/archive`;

/** The notes with one label. */
export function notesLabelPath(labelId: string): string {
  return `${DEMO_PATHS.notes}/label/${encodeURIComponent(labelId)}`;
}
