import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spanishOfficeHours } from '../i18n/es/placeNames.ts';
import { translator } from '../i18n/translate.ts';
import { composeSiteKnowledge } from '../server/chat/composeSiteKnowledge.ts';
import { editorFields, type EditorField } from './contentSchemas/editorFields.ts';
import { factsEntrySchema, factsSpanishSchema } from './contentSchemas/facts.ts';
import { figureInProse } from './figureInProse.ts';
import { officeHoursInSentence, officeHoursLabel } from './placeNames.ts';
import { factsFrom } from './publishedFacts.ts';
import { formatAddress, site } from './site.ts';

/**
 * Every fact an editor can change (src/content/facts, edited in /admin/content) still builds and
 * prints in both languages once changed. Changing the office hours used to fail every build: three
 * pages passed the English label through the Spanish dictionary, which only knew the old one. This
 * enumerates the editable fields from the schema the editor's form is built from, so a new field
 * must be given a changed value here, and checks what the build does with each: the schema, every
 * dictionary lookup a page makes with a fact (none may), the Spanish hours from the Spanish twin,
 * the figures in prose, the address, and the chat's knowledge.
 */
const CHANGED: Record<string, unknown> = {
  phone: '(617) 555-0199',
  email: 'office@changed.example',
  'address.street': '1 Canal Street, Floor 2',
  'address.city': 'Springfield',
  'address.region': 'CT',
  'address.postalCode': '06103',
  'address.country': 'CA',
  'hours.days': 'Monday to Saturday',
  'hours.opens': '08:30',
  'hours.closes': '17:30',
  'hours.label': 'Monday – Saturday, 8:30 AM – 5:30 PM',
  founded: 2016,
  consultationMinutes: 90,
  'social.linkedin': 'https://www.linkedin.com/company/changed-example',
  'social.instagram': 'https://www.instagram.com/changed.example',
  'stats.clientsServed': '25+',
  'stats.proBonoHoursPerYear': '1,200+',
  'stats.proBonoHoursPerWeek': '24+',
  'stats.statesServed': '5',
  'stats.yearsInPractice': '9+',
  'stats.applicantsGuided': '12+',
  'stats.entrepreneursSupported': '60+',
  'stats.groupsLicensedOrPartnered': '11+',
  'stats.legacyBrandsTransitioned': '6',
};
const CHANGED_ES: Record<string, unknown> = {
  'hours.label': 'Lunes a sábado, de 8:30 a. m. a 5:30 p. m.',
};

function leafPaths(fields: EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) =>
    field.kind === 'group'
      ? leafPaths(field.fields, `${prefix}${field.name}.`)
      : [`${prefix}${field.name}`],
  );
}

function withChanges<T>(base: T, changes: Record<string, unknown>): T {
  const copy = structuredClone(base) as Record<string, unknown>;
  for (const [dotted, value] of Object.entries(changes)) {
    const keys = dotted.split('.');
    let target = copy;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys.at(-1)!] = value;
  }
  return copy as T;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

async function sourceFiles(): Promise<string[]> {
  const names = await readdir(path.join(ROOT, 'src'), { recursive: true });
  return names
    .filter((name) => /\.(astro|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(ROOT, 'src', name));
}

describe('every editable firm fact, changed', () => {
  const shipped = factsEntrySchema.parse(structuredClone({ ...site }));
  const shippedSpanish = spanishOfficeHours;

  it('has a changed value here for each field the editor shows, and each passes the schema', () => {
    expect(Object.keys(CHANGED).sort()).toEqual(leafPaths(editorFields(factsEntrySchema)).sort());
    expect(Object.keys(CHANGED_ES).sort()).toEqual(
      leafPaths(editorFields(factsSpanishSchema)).sort(),
    );
    const facts = factsEntrySchema.parse(withChanges(shipped, CHANGED));
    for (const [dotted, value] of Object.entries(CHANGED)) {
      const shippedValue = dotted
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], shipped);
      expect(value, `${dotted} must differ from the shipped value`).not.toEqual(shippedValue);
    }
    expect(facts.phone).toBe(CHANGED.phone);
    factsSpanishSchema.parse(withChanges({ hours: { label: shippedSpanish } }, CHANGED_ES));
  });

  it('is never looked up in a translation dictionary by any page or component', async () => {
    // A dictionary knows the values it was written with; a changed fact would stop the build.
    const factNames = Object.keys(factsEntrySchema.shape).join('|');
    const lookup = new RegExp(`\\bt\\(\\s*(?:site|facts)\\.(?:${factNames})\\b`);
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      const text = await readFile(file, 'utf8');
      text.split('\n').forEach((line, index) => {
        if (lookup.test(line))
          offenders.push(`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('prints in English and Spanish as the pages and the chat print it', () => {
    const facts = factsFrom(
      withChanges(shipped, CHANGED),
      withChanges({ hours: { label: shippedSpanish } }, CHANGED_ES),
    );
    const { site } = facts;

    expect(officeHoursLabel('en', facts)).toBe(CHANGED['hours.label']);
    expect(officeHoursLabel('es', facts)).toBe(CHANGED_ES['hours.label']);
    expect(officeHoursInSentence('es', facts)).toBe('lunes a sábado, de 8:30 a. m. a 5:30 p. m.');
    expect(formatAddress(site)).toBe('1 Canal Street, Floor 2, Springfield, CT 06103');
    expect(site.phoneE164).toBe('+16175550199');
    for (const locale of ['en', 'es'] as const) {
      for (const [name, value] of Object.entries(site.stats)) {
        expect(figureInProse(value, locale), `${name} in ${locale}`).toMatch(/\d/);
      }
      // The labels around the facts are the dictionary's; they do not depend on the values.
      expect(translator(locale)('Founded in {city}', { city: site.address.city })).toContain(
        'Springfield',
      );
    }

    // The chat's knowledge is composed by the build, in a process of its own that reads the
    // published files (the Spanish hours there: afterLocalPublish.test.ts).
    const knowledge = JSON.stringify(
      composeSiteKnowledge({ site, spanishOfficeHours }, { en: [], es: [], glossaryEs: [] }),
    );
    for (const stated of [
      '(617) 555-0199',
      'office@changed.example',
      'Monday – Saturday, 8:30 AM – 5:30 PM',
      '1 Canal Street, Floor 2',
    ]) {
      expect(knowledge).toContain(stated);
    }
  });
});
