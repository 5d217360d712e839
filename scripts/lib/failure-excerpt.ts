import { stripVTControlCharacters } from 'node:util';

// What a failed step printed about its failures, to repeat at the end of `npm test` and of CI: a long
// run's log is read from its tail, and the failure's details are otherwise buried minutes above it.

/** The lines where each runner starts its own account of what failed. */
const summaryStarts = [
  /✖ failing tests:/, // node:test's spec reporter
  /Summary of all failing tests/, // Jest
  /^\s+1\) \S/, // Playwright's list reporter, its first failure in the epilogue
];

/** Keeps the last `limit` lines written to it. */
export function createTail(limit = 5000) {
  let lines: string[] = [];
  let partial = '';
  return {
    write(chunk: string) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      lines.push(...parts);
      if (lines.length > limit * 2) lines = lines.slice(-limit);
    },
    lines: () => [...lines, ...(partial ? [partial] : [])].slice(-limit),
  };
}

/**
 * From a failed step's output: from the first line a runner starts its failure summary with, up to
 * `maxLines`; without one, its last `fallbackLines` lines.
 */
export function failureExcerpt(lines: string[], maxLines = 300, fallbackLines = 80): string[] {
  const start = lines.findIndex((line) => summaryStarts.some((marker) => marker.test(stripVTControlCharacters(line))));
  if (start === -1) return lines.slice(-fallbackLines);
  return lines.slice(start, start + maxLines);
}
