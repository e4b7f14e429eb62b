import { siteFact } from '../siteFacts.ts';

// The headline figures only: other facts a sentence may write out in words (_una hora_).
const FACT_TOKEN = /\{(site\.stats\.\w+)\}/g;

/** `{site.stats.proBonoHoursPerYear}` counts as the figure it prints; an unknown one stays as is. */
function withFactFigures(text: string): string {
  return text.replace(FACT_TOKEN, (token, path: string) => {
    try {
      return siteFact(path);
    } catch {
      return token;
    }
  });
}

/**
 * The figures a text states (numbers with their separators, prices, percentages, dates), outside
 * import paths and URLs; a fact token states the fact's figure. A Spanish twin states the same figures as its English entry, so a
 * translation never states other facts: the content test (src/i18n/spanishCopy.test.ts) checks every
 * file, and the content editor's API checks a save before writing it.
 */
export function figures(text: string): string[] {
  const prose = withFactFigures(text)
    .replace(/^import .*$/gm, '')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/(?:\.\.\/|\.\/)\S+/g, '');
  return [...prose.matchAll(/\d[\d,.]*\d|\d/g)].map((m) => m[0].replace(/[.,]$/, '')).sort();
}
