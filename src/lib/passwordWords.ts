import { SERVICE_TYPES } from './domain.ts';
import { divisions, site } from './site.ts';

/**
 * Words anyone guessing a staff password tries first: the firm's name, tagline, divisions,
 * services, city and states, read from the firm's facts (src/lib/site.ts) and the service list, so
 * a renamed division is covered the day it is renamed. Lower-cased, 3 letters or more.
 */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
}

function firmWordList(): string[] {
  const phrases = [
    site.name,
    site.legalName,
    site.tagline,
    site.address.city,
    ...site.serviceAreaNames,
    ...divisions.map((division) => division.name),
    ...SERVICE_TYPES,
  ];
  const words = new Set<string>();
  for (const phrase of phrases) {
    const pieces = wordsOf(phrase);
    for (const piece of pieces) words.add(piece);
    if (pieces.length > 1) words.add(pieces.join('')); // "legacyequitygroup"
  }
  // The site's own address label ("legacyequitygroup" in hello@legacyequitygroup.example).
  const domainLabel = site.email.split('@')[1]?.split('.')[0];
  if (domainLabel) words.add(domainLabel.toLowerCase());
  return [...words];
}

export const FIRM_WORDS: readonly string[] = firmWordList();

/**
 * True when the password's letters, read without digits, spaces and punctuation, are nothing but
 * these words, each any number of times ("LegacyEquityGroup!", "Cannabis2024!", "Maya Lopez Maya
 * Lopez"). Such a password looks long but is one of a few thousand guesses.
 */
export function onlyKnownWords(password: string, words: Iterable<string>): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}]+/gu, '');
  if (!letters) return false;
  const known = new Set([...words].map((word) => word.toLowerCase().replace(/[^\p{L}]+/gu, '')));
  known.delete('');
  // Word break: reachable[i] says the first i letters split into known words.
  const reachable = Array<boolean>(letters.length + 1).fill(false);
  reachable[0] = true;
  for (let end = 1; end <= letters.length; end++) {
    for (let start = 0; start < end && !reachable[end]; start++) {
      reachable[end] = reachable[start]! && known.has(letters.slice(start, end));
    }
  }
  return reachable[letters.length]!;
}

/**
 * Seasons, months and weekdays (English and Spanish): with a year they are the passwords people
 * rotate through ("Spring2026Fall", "Winter2025Summer2025", "Winter2025!!Winter"). Two of them
 * or one repeated passed the one-word rule and scored "safe" with the estimator.
 */
export const CALENDAR_WORDS: readonly string[] = [
  ...['spring', 'summer', 'fall', 'autumn', 'winter'],
  ...['primavera', 'verano', 'otoño', 'invierno'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august'],
  ...['september', 'october', 'november', 'december'],
  ...['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
];
