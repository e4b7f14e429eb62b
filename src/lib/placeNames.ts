/**
 * The firm's places and hours written out in either language, from the facts in site.ts and the
 * Spanish names in src/i18n/es/placeNames.ts, so the pages, the form, the email and the chat cannot
 * name a state or the office hours two ways.
 */
import type { Locale } from '../i18n/locales.ts';
import { spanishOfficeHours, spanishPlaceNames } from '../i18n/es/placeNames.ts';
import type { PublishedFacts } from './publishedFacts.ts';
import { site } from './site.ts';

function placeName(english: string, locale: Locale): string {
  return locale === 'es' ? (spanishPlaceNames[english] ?? english) : english;
}

/** The facts these names are built from; the chat's knowledge step passes its own copy. */
type PlaceFacts = Pick<
  typeof site,
  'serviceAreas' | 'serviceAreaNames' | 'equityCertificationRegions'
>;
type LooseFacts = { [Key in keyof PlaceFacts]: readonly string[] };

/** 'Massachusetts', 'Rhode Island', 'Connecticut', 'New York' / 'Nueva York'. */
export function serviceAreaNames(locale: Locale, facts: LooseFacts = site): string[] {
  return facts.serviceAreaNames.map((name) => placeName(name, locale));
}

/**
 * Where a social equity certification the firm works with comes from, as a sentence names them:
 * the states written out (or as codes: `statesAs: 'code'`), a city with its article
 * ('the City of Boston', 'la Ciudad de Boston').
 */
export function equityRegionNames(
  locale: Locale,
  facts: LooseFacts = site,
  statesAs: 'name' | 'code' = 'name',
): string[] {
  return facts.equityCertificationRegions.map((region) => {
    const state = facts.serviceAreas.indexOf(region);
    if (state >= 0 && statesAs === 'code') return region;
    if (state >= 0) return placeName(facts.serviceAreaNames[state] ?? region, locale);
    return `${locale === 'es' ? 'la' : 'the'} ${placeName(region, locale)}`;
  });
}

/** 'A, B and C' / 'A, B y C'. */
export function listInProse(items: readonly string[], locale: Locale): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${locale === 'es' ? 'y' : 'and'} ${items.at(-1)}`;
}

/**
 * The office hours as a label ('Monday – Friday, 9:00 AM – 5:00 PM' / 'Lunes a viernes, …'): as
 * shipped for pages, as published for the API (which passes its context's facts).
 */
export function officeHoursLabel(
  locale: Locale,
  facts: PublishedFacts = { site, spanishOfficeHours },
): string {
  return locale === 'es' ? facts.spanishOfficeHours : facts.site.hours.label;
}

/** The same inside a sentence: Spanish continues in lower case ('… es de lunes a viernes, …'). */
export function officeHoursInSentence(locale: Locale, facts?: PublishedFacts): string {
  return hoursLabelInSentence(officeHoursLabel(locale, facts), locale);
}

/** An hours label set inside a sentence: Spanish continues in lower case. */
export function hoursLabelInSentence(label: string, locale: Locale): string {
  return locale === 'es' ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
