import { describe, expect, it, vi } from 'vitest';
import firmFacts from '../content/facts/firm.json' with { type: 'json' };
import { contentFiles, programTimings } from '../../scripts/checkContentFacts.ts';
import { readContentCollection } from '../../scripts/readContentCollection.ts';
import { staleStatements } from './datedStatements.ts';
import { describeFactRestatements, factRestatements } from './factRestatements.ts';

/**
 * One truth for the firm's figures: the pro bono hours live in the facts; content prints them with
 * a token or, where Spanish prose writes the figure out, the build names every entry that no
 * longer agrees.
 */
const root = process.cwd();
const withProBono = (perYear: string) => ({
  ...firmFacts,
  stats: { ...firmFacts.stats, proBonoHoursPerYear: perYear },
});

/**
 * The content as a build with `facts` reads it: a build is a fresh process, so the facts file is
 * swapped for a fresh module graph here, never changed in place.
 */
async function builtWith(facts: typeof firmFacts): Promise<typeof readContentCollection> {
  vi.resetModules();
  vi.doMock('../content/facts/firm.json', () => ({ default: facts }));
  try {
    return (await import('../../scripts/readContentCollection.ts')).readContentCollection;
  } finally {
    vi.doUnmock('../content/facts/firm.json');
  }
}

async function proBonoStatements(
  locale: 'en' | 'es',
  read: typeof readContentCollection = readContentCollection,
): Promise<string[]> {
  const [recognitions, timeline] = await Promise.all([
    read(root, 'recognitions', locale),
    read(root, 'timeline', locale),
  ]);
  const proBono = recognitions.find((entry) => entry.slug === 'pro-bono')!.data;
  const year2020 = timeline.find((entry) => entry.slug === '2020')!.data;
  return [proBono.description, proBono.badge ?? '', year2020.description];
}

describe('the pro bono figure, stated once in the facts', () => {
  it('the content agrees with the facts today', async () => {
    const found = factRestatements(await contentFiles(root), firmFacts.stats);
    expect(describeFactRestatements(found)).toBe('');
  });

  it('a new figure reaches every English statement and the footer badge in both languages', async () => {
    const read = await builtWith(withProBono('1,100+'));
    const english = await proBonoStatements('en', read);
    for (const text of english) {
      expect(text).toContain('1,100+');
      expect(text).not.toContain('1,040');
    }
    const [, spanishBadge] = await proBonoStatements('es', read);
    expect(spanishBadge).toBe('1,100+ horas pro bono');
  });

  it('and the build names each Spanish sentence that still writes the old figure out', async () => {
    const found = factRestatements(await contentFiles(root), withProBono('1,100+').stats);
    expect(found.map((r) => `${r.file}:${r.stat}`).sort()).toEqual([
      'src/content/recognitions/es/pro-bono.yaml:proBonoHoursPerYear',
      'src/content/timeline/es/2020.yaml:proBonoHoursPerYear',
    ]);
    expect(describeFactRestatements(found)).toContain("but the firm's facts say 1,100+");
  });

  it('catches the ways English and Spanish write the figures', () => {
    const stats = { ...firmFacts.stats, proBonoHoursPerWeek: '25+', clientsServed: '30+' };
    const texts = [
      'At least 20 hours a week, more than 1,040 hours a year.',
      'Más de 20 horas semanales de mentoría.',
      '20+ clients served since 2018',
      'Dedicamos 20 horas a la semana.',
    ];
    const found = factRestatements(
      texts.map((text, i) => ({ file: `f${i}`, text })),
      stats,
    );
    expect(found.map((r) => `${r.file}:${r.stat}:${r.stated}`)).toEqual([
      'f0:proBonoHoursPerWeek:20',
      'f1:proBonoHoursPerWeek:20',
      'f2:clientsServed:20',
      'f3:proBonoHoursPerWeek:20',
    ]);
  });
});

describe('dated statements', () => {
  it('warn once the day they are true until has passed, or the launch year is over', () => {
    const notes = [
      { file: 'a', text: 'Launching 2026', until: '2026-12-31' },
      { file: 'b', text: 'Comienza en 2026' },
      { file: 'c', text: 'Since 2018' },
      { file: 'd', text: 'Launch date to be announced' },
    ];
    expect(staleStatements(notes, '2026-11-28')).toEqual([]);
    expect(staleStatements(notes, '2027-01-01').map((s) => s.file)).toEqual(['a', 'b']);
  });

  it('no program’s timing note is out of date today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const timings = programTimings(await contentFiles(root));
    expect(timings.length).toBeGreaterThanOrEqual(2);
    expect(staleStatements(timings, today)).toEqual([]);
  });
});
