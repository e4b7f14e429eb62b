/**
 * Search words the Spanish glossary (src/content/GLOSSARY.es.md) defines, for the chat assistant:
 * each English term of its tables with the Spanish term the site uses for it ("ROI" → "retorno de
 * la inversión"), so a Spanish question that borrows the English word finds the Spanish passage,
 * and each word it says visitors may write instead of the site's own ("Visitors may write _gratis_
 * to the chat"). Only what the glossary states: no synonym is added by hand.
 */

/** A cell without its notes: "(…)" asides (nested too), "; …" and ". …" remarks, italics. */
function bare(cell: string): string {
  let text = cell;
  while (/\([^()]*\)/.test(text)) text = text.replace(/\([^()]*\)/g, '');
  return text
    .replace(/[;.]\s.*$/, '')
    .replace(/_/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "lender / landlord", "cultivator, craft cultivator": the alternatives a cell lists. */
const alternatives = (cell: string) =>
  bare(cell)
    .split(/\s*\/\s*|,\s+/)
    .map((term) => term.trim())
    // "B.S. / M.B.A. in …": a pattern to fill in, not a term.
    .filter((term) => term && !term.includes('…'));

/** [what a visitor may write, the site's term] pairs, in the glossary's order. */
export function glossarySynonyms(markdown: string): [string, string][] {
  const pairs: [string, string][] = [];
  // A list item's continuation lines belong to it.
  for (const line of markdown.replace(/\n {2}(?=\S)/g, ' ').split('\n')) {
    const row = /^\|(.*)\|(.*)\|\s*$/.exec(line);
    if (row) {
      const [english = '', spanish = ''] = [row[1]!, row[2]!];
      if (/^\s*-+\s*$/.test(english) || english.trim() === 'English') continue;
      const from = alternatives(english);
      const to = alternatives(spanish);
      if (!to.length) continue;
      // "lender / landlord" | "prestamista / arrendador": one to one, only when both list as many
      // ("compliance, compliant" | "cumplimiento" would pair "compliant" with a noun).
      if (from.length === to.length) from.forEach((term, i) => pairs.push([term, to[i]!]));
      continue;
    }
    const visitors = /^- _([^_]+)_.*Visitors may write _([^_]+)_/.exec(line);
    // The site's word as it appears in a sentence: "_Gratuita_" heads its rule, "gratuita" is searched.
    if (visitors) pairs.push([visitors[2]!, visitors[1]!.toLowerCase()]);
  }
  return pairs.filter(([from, to]) => from.toLowerCase() !== to.toLowerCase());
}
