import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { withSiteFacts } from './siteFacts.ts';
import { sortedEntries } from './sortedEntries.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * Spanish entries live beside the English ones, in an `es/` folder of the same collection with the
 * same file name and the same schema (src/content/<collection>/es/<path>). English pages read the
 * entries outside `es/`; Spanish pages read each English entry's twin, so both languages list the
 * same things in the same order, and a missing twin stops the build naming the file to write.
 * `{site.…}` facts in an entry's text are filled in here (src/lib/siteFacts.ts).
 */
const SPANISH_PREFIX = 'es/';

export function isSpanishEntryId(id: string): boolean {
  return id.startsWith(SPANISH_PREFIX);
}

export function spanishTwinId(englishId: string): string {
  return `${SPANISH_PREFIX}${englishId}`;
}

export async function getLocalizedCollection<C extends CollectionKey>(
  collection: C,
  locale: Locale,
  filter: (entry: CollectionEntry<C>) => boolean = () => true,
): Promise<CollectionEntry<C>[]> {
  const all = (await getCollection(collection)).map((entry) => ({
    ...entry,
    data: withSiteFacts(entry.data),
  }));
  const english = all.filter((entry) => !isSpanishEntryId(entry.id));
  if (locale === 'en') return english.filter(filter);
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  return english
    .map((entry) => {
      const twin = byId.get(spanishTwinId(entry.id));
      if (!twin) {
        throw new Error(
          `The ${collection} entry "${entry.id}" has no Spanish twin: add src/content/${collection}/es/ with the same file name.`,
        );
      }
      return twin;
    })
    .filter(filter);
}

/** One entry by its English id, in the page's language. */
export async function getLocalizedEntry<C extends CollectionKey>(
  collection: C,
  englishId: string,
  locale: Locale,
): Promise<CollectionEntry<C>> {
  const [entry] = await getLocalizedCollection(collection, locale, (e) =>
    [englishId, spanishTwinId(englishId)].includes(e.id),
  );
  if (!entry) throw new Error(`No ${collection} entry "${englishId}"`);
  return entry;
}

/** Collections whose entries carry an `order` field. */
type OrderedCollectionKey = {
  [C in CollectionKey]: CollectionEntry<C>['data'] extends { order: number } ? C : never;
}[CollectionKey];

/** A collection in the page's language, sorted by its entries' `order` field (lowest first). */
export async function getOrderedCollection<C extends OrderedCollectionKey>(
  collection: C,
  locale: Locale,
  filter: (entry: CollectionEntry<C>) => boolean = () => true,
): Promise<CollectionEntry<C>[]> {
  const entries = await getLocalizedCollection(collection, locale, filter);
  // TypeScript cannot see through the mapped key type that each entry's data has `order`.
  return sortedEntries(entries as (CollectionEntry<C> & { data: { order: number } })[], 'order');
}

/** The English id an entry twins ('es/jordan-hayes' → 'jordan-hayes'): stable anchors and lookups. */
export function englishIdOf(id: string): string {
  return isSpanishEntryId(id) ? id.slice(SPANISH_PREFIX.length) : id;
}
