/**
 * Public pages search engines must not index. They carry `noindex` (the layout reads this list)
 * and astro.config.mjs leaves them out of the sitemap, so the two can never disagree.
 */
export const NOINDEX_PATHS: readonly string[] = [
  '/privacy-policy',
  '/terms-of-service',
  '/404',
  '/offline',
  // Booking is a step, not a page to land on from a search (the indexed one is /contact), and it
  // has nothing to offer until a host has hours.
  '/book',
  '/book/confirm',
  '/book/manage',
];

export function isNoindexPath(path: string): boolean {
  return NOINDEX_PATHS.includes(path);
}
