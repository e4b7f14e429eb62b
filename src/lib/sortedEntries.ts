/**
 * Content entries sorted by a numeric field of their data, lowest first: `order` for the ordered
 * collections, `year` for the timeline. A copy, so a collection Astro caches is never reordered in
 * place. Plain TypeScript (no astro:content) so scripts/chatContentPassages.ts sorts the same way.
 */
export function sortedEntries<Field extends string, Entry extends { data: Record<Field, number> }>(
  entries: readonly Entry[],
  field: Field,
): Entry[] {
  return [...entries].sort((a, b) => a.data[field] - b.data[field]);
}
