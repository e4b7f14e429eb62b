import spanishFacts from '../content/facts/es/firm.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate.ts';
import {
  equityRegionNames,
  listInProse,
  officeHoursInSentence,
  officeHoursLabel,
  serviceAreaNames,
} from './placeNames.ts';
import { site } from './site.ts';

describe('place names and hours in both languages', () => {
  it('writes the equity regions out, the city with its article', () => {
    expect(listInProse(equityRegionNames('en'), 'en')).toBe(
      'Massachusetts, Rhode Island, Connecticut, New York and the City of Boston',
    );
    expect(listInProse(equityRegionNames('es'), 'es')).toBe(
      'Massachusetts, Rhode Island, Connecticut, Nueva York y la Ciudad de Boston',
    );
  });

  it('agrees with the page dictionary, so pages and chat name places one way', () => {
    const t = translator('es');
    expect(serviceAreaNames('es')).toEqual(site.serviceAreaNames.map((name) => t(name)));
    // The hours are an editable fact: the Spanish twin's label, never a dictionary entry.
    expect(officeHoursLabel('es')).toBe(spanishFacts.hours.label);
    expect(officeHoursInSentence('es')).toBe('lunes a viernes, de 9:00 a. m. a 5:00 p. m.');
    expect(officeHoursInSentence('en')).toBe(site.hours.label);
  });
});
