/** How long a quote may rely on a plate's policies that this instance read before. */
export const quoteCoverTtlMs = 5_000;
/** Plates remembered at most (the oldest is forgotten first): a bound on memory, not a tuning knob. */
export const quoteCoverCacheSize = 10_000;

interface CachedCovers<T> {
  today: string;
  expiresAt: number;
  value: Promise<T>;
}

/**
 * A per-instance memory of plate → policies in force for the quote, the API's busiest
 * endpoint (a customer quotes again as they change the vehicle or the start). Only quotes that
 * bring a holder's document or a session read it: the others see no policy (ADR 010). Entries live
 * `quoteCoverTtlMs` and are dropped when this instance issues a policy for the plate; concurrent
 * quotes of a plate share one read. A policy issued by another instance can thus go unseen by a
 * quote for a few seconds, which is harmless: the quote only proposes a start date, the purchase
 * request checks the plate's policies in the database again, and the exclusion constraint on
 * (placa, daterange(inicio, fin)) never lets a second policy cover the same day (ADR 010).
 */
export function createQuoteCoverCache<T>(
  read: (plate: string, today: string) => Promise<T>,
  { ttlMs = quoteCoverTtlMs, maxSize = quoteCoverCacheSize, now = Date.now } = {},
) {
  const entries = new Map<string, CachedCovers<T>>();
  return {
    get(plate: string, today: string): Promise<T> {
      const cached = entries.get(plate);
      if (cached && cached.today === today && cached.expiresAt > now()) return cached.value;
      if (cached) entries.delete(plate);
      else if (entries.size >= maxSize) entries.delete(entries.keys().next().value!);
      const entry: CachedCovers<T> = { today, expiresAt: now() + ttlMs, value: read(plate, today) };
      entries.set(plate, entry);
      // a failed read is not remembered (the caller sees the error)
      entry.value.catch(() => {
        if (entries.get(plate) === entry) entries.delete(plate);
      });
      return entry.value;
    },
    forget(plate: string): void {
      entries.delete(plate);
    },
  };
}
