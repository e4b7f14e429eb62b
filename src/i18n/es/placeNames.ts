import spanishFacts from '../../content/facts/es/firm.json' with { type: 'json' };

/**
 * The firm's places and office hours as Spanish writes them: the one source for the page dictionary
 * (chrome.ts), the chat's passages and the acknowledgement email (through src/lib/placeNames.ts).
 * Kept apart from the dictionary because the contact form's bundle imports it.
 */
export const spanishPlaceNames: Readonly<Record<string, string>> = {
  Massachusetts: 'Massachusetts',
  'Rhode Island': 'Rhode Island',
  Connecticut: 'Connecticut',
  'New York': 'Nueva York',
  'City of Boston': 'Ciudad de Boston',
};

/**
 * site.hours.label ('Monday – Friday, 9:00 AM – 5:00 PM') as the Spanish pages print it: the Spanish
 * twin of the firm's facts (src/content/facts/es/firm.json), edited beside the English in /admin/content.
 * As shipped in this build; the API reads the published one from its context (src/lib/publishedFacts.ts).
 */
export const spanishOfficeHours: string = spanishFacts.hours.label;
