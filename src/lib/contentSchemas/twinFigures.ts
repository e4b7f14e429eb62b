/**
 * The figures a text states (numbers with their separators, prices, percentages, dates), outside
 * import paths and URLs. A Spanish twin states the same figures as its English entry, so a
 * translation never states other facts: the content test (src/i18n/spanishCopy.test.ts) checks every
 * file, and the content editor's API checks a save before writing it.
 */
export function figures(text: string): string[] {
  const prose = text
    .replace(/^import .*$/gm, '')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/(?:\.\.\/|\.\/)\S+/g, '');
  return [...prose.matchAll(/\d[\d,.]*\d|\d/g)].map((m) => m[0].replace(/[.,]$/, '')).sort();
}
