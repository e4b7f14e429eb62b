import { fileURLToPath } from 'node:url';
import { readContentCollection } from '../scripts/readContentCollection.ts';
import type { DivisionId } from '../src/lib/site.ts';
import { sortedEntries } from '../src/lib/sortedEntries.ts';

/**
 * The English copy editors write in the content collections (src/content), read the way the pages
 * read it, so browser tests expect whatever the files say: changing a testimonial, a heading or a
 * figure never breaks them. Texts written in the code (page headings, labels, src/lib/site.ts facts)
 * stay literal in the tests.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const [
  divisions,
  services,
  testimonials,
  partnerships,
  team,
  programs,
  recognitions,
  timeline,
  legal,
] = await Promise.all([
  readContentCollection(root, 'divisions'),
  readContentCollection(root, 'services'),
  readContentCollection(root, 'testimonials'),
  readContentCollection(root, 'partnerships'),
  readContentCollection(root, 'team'),
  readContentCollection(root, 'programs'),
  readContentCollection(root, 'recognitions'),
  readContentCollection(root, 'timeline'),
  readContentCollection(root, 'legal'),
]);

function bySlug<T extends { slug: string }>(entries: T[], slug: string): T {
  const entry = entries.find((e) => e.slug === slug);
  if (!entry) throw new Error(`No content entry "${slug}"`);
  return entry;
}

/** A division page's frontmatter (src/content/divisions/<id>.md). */
export const divisionCopy = (id: DivisionId) => bySlug(divisions, id).data;

/** The titles of a division's service cards, in page order. */
export const serviceTitles = (id: DivisionId) =>
  sortedEntries(
    services.filter((s) => s.data.division === id),
    'order',
  ).map((s) => s.data.title);

/** Testimonials in page order; the cannabis page shows the first five equity applicants. */
export const orderedTestimonials = sortedEntries(testimonials, 'order').map((t) => t.data);

export const orderedPartnerships = sortedEntries(partnerships, 'order').map((p) => p.data);

export const orderedTeam = sortedEntries(team, 'order').map((m) => m.data);

export const orderedPrograms = sortedEntries(programs, 'order').map((p) => p.data);

/** The footer's badges, one per recognition. */
export const recognitionBadges = sortedEntries(recognitions, 'order').map((r) => r.data.badge);

export const timelineYears = timeline.map((entry) => entry.data.year);

/** A legal page's frontmatter and its `## ` section headings (src/content/legal/<slug>.md). */
export function legalPage(slug: 'privacy-policy' | 'terms-of-service') {
  const { data, body } = bySlug(legal, slug);
  return { ...data, sections: [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()) };
}
