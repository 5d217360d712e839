/**
 * Who may learn when a plate's cover ends (ADR 010, "Who sees a vehicle's data"): the holder of a policy,
 * by its document, and the account that bought it. Anyone else is answered as for a plate never insured,
 * so the start rule (one SOAT per vehicle at a time) never tells a stranger a date.
 */

/** What the start rule needs of a policy of the plate, and whose it is. */
export interface PolicyCover {
  startsOn: string;
  endsOn: string;
  holderDocumentType: string;
  holderDocumentNumber: string;
  userId: string | null;
}

/** The proof a caller brings: a holder's document, the signed-in account, both or neither. */
export interface CoverCaller {
  document?: { type: string; number: string } | undefined;
  userId?: string | undefined;
}

export function isKnownTo(cover: PolicyCover, { document, userId }: CoverCaller): boolean {
  const holds =
    document !== undefined &&
    cover.holderDocumentType === document.type &&
    cover.holderDocumentNumber === document.number;
  return holds || (userId !== undefined && cover.userId === userId);
}

/** The latest end of the covers the caller may see, or null (none, or none of theirs). */
export function knownCoverEnd(covers: readonly PolicyCover[], caller: CoverCaller): string | null {
  let end: string | null = null;
  for (const cover of covers) {
    if (isKnownTo(cover, caller) && (end === null || cover.endsOn > end)) end = cover.endsOn;
  }
  return end;
}

/**
 * Whether an answer about the plate may tell of a cover the caller's session does not already show them:
 * some cover of the plate was not bought with the caller's account. Such an answer is a try (at a holder's
 * document, or at the days a cover takes) and counts with the consult's limits.
 */
export function tellsOfOthersCover(covers: readonly PolicyCover[], { userId }: CoverCaller): boolean {
  return covers.some((cover) => userId === undefined || cover.userId !== userId);
}

/**
 * Whether the answer may depend on the document the caller gives: then it is a try at a holder's document
 * and counts with the consult's limits. It may not when the caller gives none, or when every cover of the
 * plate was bought with the caller's account (the session alone already tells them all).
 */
export function dependsOnDocument(covers: readonly PolicyCover[], caller: CoverCaller): boolean {
  return caller.document !== undefined && tellsOfOthersCover(covers, caller);
}

/** The covers that share a day with `start`–`end`. */
export function coversOverlapping(covers: readonly PolicyCover[], start: string, end: string): PolicyCover[] {
  return covers.filter((cover) => cover.startsOn <= end && cover.endsOn >= start);
}

/** A purchase request speaks for its holder's document and the account that made it. */
export function callerOfRequest(request: {
  holderDocumentType: string;
  holderDocumentNumber: string;
  userId: string | null;
}): CoverCaller {
  return {
    document: { type: request.holderDocumentType, number: request.holderDocumentNumber },
    userId: request.userId ?? undefined,
  };
}
