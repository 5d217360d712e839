// Dates and times as the documents write them: in Colombia, UTC−5 all year (no daylight saving time).

const OFFSET_MS = 5 * 60 * 60 * 1000;

/** The instant moved so that its UTC fields read Colombia's wall clock. */
export const colombianWallClock = (at: Date) => new Date(at.getTime() - OFFSET_MS);

/** `YYYY-MM-DD` and `HH:MM:SS-05:00` (`cbc:IssueDate`, `cbc:IssueTime`). */
export function colombianDateTime(at: Date): { date: string; time: string } {
  const iso = colombianWallClock(at).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 19)}-05:00` };
}
