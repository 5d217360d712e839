// Mailbox label slugs: lower case, spaces to hyphens, repeated hyphens collapsed,
// non-word characters removed; `-1`, `-2`… appended until no other item has it.
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

export function uniqueSlug(title: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = slugOf(title);
  let slug = base;
  for (let suffix = 1; used.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}
