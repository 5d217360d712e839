// Operations on the in-memory lists of the mock store, shared by every app module.
import { BadRequest, isRecord } from './http';

export interface WithId {
  id: string;
}

export function findById<Item extends WithId>(items: Item[], id: string | null): Item | null {
  return items.find((item) => item.id === id) ?? null;
}

/**
 * Merges `changes` into the item with `id` (its id kept) and returns it, or null when there
 * is none. Fields the item does not have are ignored, so a patch cannot change the item's shape.
 */
export function mergeById<Item extends WithId>(
  items: Item[],
  id: string,
  changes: Record<string, unknown>,
): Item | null {
  const item = findById(items, id);
  return item ? assignKnown(item, changes) : null;
}

const isBlank = (value: unknown) => value === null || value === '';

/** A change keeps a field's kind (text, number, flag, list, object); null or '' may replace or be replaced. */
function sameKind(current: unknown, next: unknown): boolean {
  if (isBlank(current) || isBlank(next)) return true;
  return typeof current === typeof next && Array.isArray(current) === Array.isArray(next);
}

/**
 * Copies into `target` the fields of `changes` it already has, except its id, and returns it; a
 * change of a field's kind is a BadRequest (checked before anything is copied).
 */
export function assignKnown<Item extends WithId>(target: Item, changes: Record<string, unknown>): Item {
  const fields = target as Record<string, unknown>;
  const known = Object.entries(changes).filter(([key]) => key !== 'id' && key in target);
  const wrong = known.find(([key, value]) => !sameKind(fields[key], value));
  if (wrong)
    throw new BadRequest(`"${wrong[0]}" cannot change from ${describe(fields[wrong[0]])} to ${describe(wrong[1])}.`);
  for (const [key, value] of known) fields[key] = value;
  return target;
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'a list' : typeof value;
}

/** A field read as text ('' when a change left it null). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Removes the item with `id` and returns it, or null when there is none. */
export function removeById<Item extends WithId>(items: Item[], id: string | null): Item | null {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return null;
  const [removed] = items.splice(index, 1);
  return removed ?? null;
}

/** Removes `id` from the id list `key` of every item (a deleted tag or label leaves no trace). */
export function stripId<Item>(items: Item[], key: keyof Item, id: string): void {
  for (const item of items) {
    const ids = item[key];
    if (Array.isArray(ids)) (item as Record<keyof Item, unknown>)[key] = ids.filter((value) => value !== id);
  }
}

/** The query parameter `id`, required by every `?id` endpoint. */
export function requireId(id: string | null): string {
  if (!id) throw new BadRequest('The query parameter "id" is required.');
  return id;
}

/** Locale-aware comparison of names, as the template's lists are ordered. */
export function byName<Item extends { name: string | null }>(a: Item, b: Item): number {
  return text(a.name).localeCompare(text(b.name));
}

/** A list of ids, sent as ids or as the objects the replies carry (labels expanded, say). */
export function idsOf(value: unknown, name: string): string[] {
  if (!Array.isArray(value)) throw new BadRequest(`"${name}" must be a list.`);
  return value.map((item) => {
    const id = isRecord(item) ? item.id : item;
    if (typeof id !== 'string') throw new BadRequest(`Every item of "${name}" must be an id or an object with an id.`);
    return id;
  });
}

/** `changes` with its id list `key` (if present) made ids. */
export function withIds(changes: Record<string, unknown>, key: string): Record<string, unknown> {
  return key in changes ? { ...changes, [key]: idsOf(changes[key], key) } : changes;
}

/** The items with the given ids, in that order (unknown ids dropped). */
export function expandIds<Item extends WithId>(ids: string[], items: Item[]): Item[] {
  return ids.map((id) => findById(items, id)).filter((item): item is Item => item !== null);
}
