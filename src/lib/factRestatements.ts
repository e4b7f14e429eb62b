import type { FirmFacts } from './contentSchemas/facts.ts';

/**
 * One truth for the firm's headline figures: content that states a figure the facts hold
 * (src/content/facts/firm.json) in its own words ("more than 1,040 hours a year", "más de 20 horas
 * semanales") must state the facts' value. Where a sentence can print the fact itself, content
 * writes `{site.stats.proBonoHoursPerYear}` (src/lib/siteFacts.ts); Spanish prose writes the figure
 * out ('más de 1,040'), so this check keeps those sentences true: an editor who changes a figure is
 * told every entry that still says the old one, and the build stops (scripts/checkContentFacts.ts).
 */
type Stat = keyof FirmFacts['stats'];

const NUMBER = String.raw`(\d[\d,]*)\+?`;
const phrase = (after: string) => new RegExp(`${NUMBER}\\s+${after}`, 'giu');
/** Words between a figure and its unit of time, but never another figure or another unit. */
const GAP = String.raw`(?:(?!week|semana)[^.;:—\d]){0,60}?`;

/** How each figure is stated in running text, in English and Spanish; the number is group 1. */
const STATEMENTS: Partial<Record<Stat, readonly RegExp[]>> = {
  proBonoHoursPerYear: [
    phrase(String.raw`(?:pro bono\s+)?hours?\b${GAP}\b(?:a|per|every|each)\s+year`),
    phrase(String.raw`(?:pro bono\s+)?hours?\s+annually`),
    phrase(String.raw`pro bono hours`),
    phrase(String.raw`horas\b${GAP}\b(?:al|por|cada)\s+año`),
    phrase(String.raw`horas\s+(?:pro bono\s+)?anuales`),
    phrase(String.raw`horas pro bono`),
  ],
  proBonoHoursPerWeek: [
    phrase(String.raw`hours?\s+(?:a|per|every|each)\s+week`),
    phrase(String.raw`horas\s+(?:a la|por|cada)\s+semana`),
    phrase(String.raw`horas\s+semanales`),
  ],
  clientsServed: [phrase(String.raw`clients?\s+served`), phrase(String.raw`clientes\s+atendidos`)],
  entrepreneursSupported: [
    phrase(String.raw`entrepreneurs\s+(?:supported|mentored)`),
    phrase(String.raw`emprendedores\s+(?:apoyados|asesorados)`),
  ],
  groupsLicensedOrPartnered: [
    phrase(String.raw`groups\s+licensed`),
    phrase(String.raw`grupos\s+con\s+licencia`),
  ],
};

export interface FactRestatement {
  /** The content file, e.g. 'src/content/timeline/es/2020.yaml'. */
  file: string;
  line: number;
  stat: Stat;
  /** The figure as the content states it, and as the facts hold it. */
  stated: string;
  fact: string;
}

const bare = (figure: string) => figure.replace(/\+$/, '');

/** Every place in `files` that states a headline figure with another value than `stats`. */
export function factRestatements(
  files: readonly { file: string; text: string }[],
  stats: FirmFacts['stats'],
): FactRestatement[] {
  const found: FactRestatement[] = [];
  for (const { file, text } of files) {
    for (const [stat, patterns] of Object.entries(STATEMENTS) as [Stat, readonly RegExp[]][]) {
      const fact = bare(stats[stat]);
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          const stated = match[1]!;
          if (stated === fact) continue;
          const line = text.slice(0, match.index).split('\n').length;
          found.push({ file, line, stat, stated, fact: stats[stat] });
        }
      }
    }
  }
  return found;
}

/** The refusal an editor or the build shows: each entry, line and the figure it should say. */
export function describeFactRestatements(found: readonly FactRestatement[]): string {
  return found
    .map(
      (r) =>
        `${r.file}:${r.line} states ${r.stat} as ${r.stated}, but the firm's facts say ${r.fact} (write {site.stats.${r.stat}} or the facts' figure)`,
    )
    .join('\n');
}
