/**
 * The performance budgets the site is held to, in the units the bench measures (the README's
 * "Performance bench" says how each is measured).
 * KB here means 1024 bytes of gzip-compressed transfer.
 */
export const KB = 1024;

export const BUDGETS = {
  /** Lighthouse mobile, each category, median of the runs. */
  lighthouseScore: 100,
  cls: 0,
  /** Brotli, as served (the one budget not in gzip: it is about the first response's bytes). */
  homeHtmlBytes: 14 * KB,
  /** The inline bootstrap (e.g. service worker registration) on content pages, raw bytes. */
  inlineScriptBytes: 2 * KB,
  /** Content pages load no framework JS before the visitor interacts. */
  contentPageFrameworkJsBytes: 0,
  contactJsGzipBytes: 90 * KB,
  adminJsGzipBytes: 150 * KB,
  /** The owner's sign-in from their usual address while 50 wrong-password attempts run, p95. */
  signInUnderAttackP95Ms: 1500,
  /** The leads API at 100,000 leads on PostgreSQL (scripts/bench/leadsScale.ts), p95. */
  leadsListP95Ms: 150,
  leadsSearchP95Ms: 200,
  leadsDashboardP95Ms: 100,
  /** One page of the list, as JSON (uncompressed). */
  leadsAnswerBytes: 150 * KB,
  /** The leads page in Chromium at 100,000 leads: first render and a status filter, median. */
  leadsPageFirstRenderMs: 1000,
  leadsPageFilterMs: 150,
} as const;

/**
 * Pages built around a form island, each with its own budget for all the JS it loads instead of the
 * content pages' "no framework JS before interaction" (a form that waits for a click to load would
 * lose what the visitor types first). /contact's 90 KB is the design's. The booking pages are
 * forms of the same kind: /book adds the slot picker, whose own JS the booking research held to
 * 25 KB, to the contact form's budget; /book/manage and /book/confirm get the contact form's.
 */
const BOOK_PICKER_JS_GZIP_BYTES = 25 * KB;
export const ISLAND_PAGES: ReadonlyMap<string, number> = new Map(
  ['', '/es'].flatMap((prefix) => [
    [`${prefix}/contact`, BUDGETS.contactJsGzipBytes],
    [`${prefix}/book`, BUDGETS.contactJsGzipBytes + BOOK_PICKER_JS_GZIP_BYTES],
    [`${prefix}/book/manage`, BUDGETS.contactJsGzipBytes],
    [`${prefix}/book/confirm`, BUDGETS.contactJsGzipBytes],
  ]),
);

/** What a failed JS budget check says, so a newcomer finds the rule and the import that broke it. */
export const BUDGET_HINT =
  'over budget: `npm run build && npm run size` names the import that grew it (docs/design.md, "Byte budgets")';

export type Mark = 'ok' | 'OVER' | 'n/a' | 'skipped';

export function atMost(value: number | undefined, budget: number): Mark {
  if (value === undefined) return 'n/a';
  return value <= budget ? 'ok' : 'OVER';
}

export function atLeast(value: number | undefined, budget: number): Mark {
  if (value === undefined) return 'n/a';
  return value >= budget ? 'ok' : 'OVER';
}

export function kb(bytes: number | undefined): string {
  return bytes === undefined ? '-' : `${(bytes / KB).toFixed(1)} KB`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile (p in 0..100) of an unsorted list. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
