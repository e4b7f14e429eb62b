import { shippedFacts, type PublishedFacts } from '../../lib/publishedFacts.ts';

/**
 * Where the API gets the firm's facts in force: one immutable snapshot at a time (PublishedFacts).
 * The Netlify function keeps the facts it was built with (a publish there is a deploy); the local
 * server (`npm start`) replaces the snapshot after a publish has rebuilt the site
 * (src/server/local/firmFactsReload.ts), as it replaces the chat knowledge. The app hands each
 * request the snapshot of its start (`c.get('facts')`); a job reads `current()` on each pass.
 */
export class FactsSource {
  private snapshot: PublishedFacts;

  constructor(initial: PublishedFacts = shippedFacts) {
    this.snapshot = initial;
  }

  current(): PublishedFacts {
    return this.snapshot;
  }

  /** Answers with `next` from the next request on; a request under way keeps its snapshot. */
  replace(next: PublishedFacts): void {
    this.snapshot = next;
  }
}
