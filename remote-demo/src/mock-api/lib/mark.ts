// Wraps every case-insensitive occurrence of `query` in <mark> (how task search shows its matches).
export function markMatches(text: string, query: string): string {
  const escaped = query.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return text.replace(new RegExp(`(${escaped})`, 'gi'), '<mark>$1</mark>');
}
