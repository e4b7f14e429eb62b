import { spanishOfficeHours } from '../i18n/es/placeNames.ts';
import type { FirmFacts, FirmFactsSpanish } from './contentSchemas/facts.ts';
import { dialled, site, type Site } from './site.ts';

/**
 * The firm's facts in force, as one value: the English facts with the firm's fixed ones (`site`'s
 * shape) and the Spanish office hours. A snapshot is never changed; a local publish makes a new one
 * (factsFrom) and the API's context hands it to the next request (src/server/facts/factsSource.ts).
 */
export interface PublishedFacts {
  readonly site: Site;
  readonly spanishOfficeHours: string;
}

/** What this build shipped: what pages print and the API answers with until a publish. */
export const shippedFacts: PublishedFacts = Object.freeze({ site, spanishOfficeHours });

/** A new snapshot from the published files, checked with the editor's schemas by the caller. */
export function factsFrom(english: FirmFacts, spanish: FirmFactsSpanish): PublishedFacts {
  return Object.freeze({
    site: Object.freeze({ ...site, ...english, phoneE164: dialled(english.phone) }),
    spanishOfficeHours: spanish.hours.label,
  });
}
