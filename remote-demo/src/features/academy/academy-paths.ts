import { DEMO_PATHS } from '../../lib/demo-paths';

/** A course of the academy, at its first step or at `step` (counted from 1). */
export function coursePath(courseId: string, step?: number): string {
  const path = `${DEMO_PATHS.academy}/${encodeURIComponent(courseId)}`;
  return step ? `${path}?step=${step}` : path;
}
