/**
 * Public pages search engines must not index. They carry `noindex` (the layout reads this list)
 * and astro.config.mjs leaves them out of the sitemap, so the two can never disagree.
 */
export const NOINDEX_PATHS: readonly string[] = [
  '/privacy-policy',
  '/terms-of-service',
  '/404',
  '/offline',
];

export function isNoindexPath(path: string): boolean {
  return NOINDEX_PATHS.includes(path);
}
