/** The service aliases the contact form accepts in `/contact?service=…`. */
export const SERVICE_ALIASES = [
  'cannabis',
  'real-estate',
  'marketing',
  'clean-energy',
  'multiple',
] as const;
export type ServiceAlias = (typeof SERVICE_ALIASES)[number];

/** One fact-sized piece of the site, with the page it comes from. The assistant only ever says these. */
export interface Passage {
  /** Stable id, e.g. 'clean-energy-savings'. */
  id: string;
  /** Short heading, weighted highest in search. */
  title: string;
  /** The answer, in plain words, as the site states it. */
  text: string;
  /** Site path the fact comes from, e.g. '/clean-energy'. */
  url: string;
  /** Extra words visitors use for this topic (synonyms), searched but never shown. */
  keywords?: string;
  /**
   * The everyday words visitors ask about this passage in (askedAs.ts), never shown: only the "not
   * sure" pointer searches them (SearchOptions.askedAs in retrieval.ts), answers never do.
   */
  askedAs?: string;
  /**
   * Ranking weight (default 1). History (timeline entries) is below 1: a past event named
   * "Four-State Reach" must not outrank how to reach us today.
   */
  weight?: number;
  /** The division the passage is about, for the booking suggestion. */
  service?: ServiceAlias;
}
