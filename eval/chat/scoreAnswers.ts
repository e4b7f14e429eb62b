import { EVAL_CATEGORIES, type EvalCategory, type EvalItem } from './evalItem.ts';

/** What the assistant said, and whether it said it does not know instead of stating a passage. */
export interface Reply {
  answer: string;
  abstained: boolean;
}

/**
 * correct: the facts and the page; abstained: "I'm not sure" plus how to reach us (for an
 * unanswerable question that is the correct answer); wrong: anything else, a wrong fact or
 * passage stated as the answer, which is worse than abstaining. An abstention that names the
 * nearest page is still an abstention: for an answerable question it counts as "abstained with the
 * right page" when that page is one the question's answer is on (`rightPage`); for an unanswerable
 * one it is not correct (it points somewhere), but not wrong either (it states nothing).
 */
export type Outcome = 'correct' | 'abstained' | 'wrong';

export interface EvalResult {
  item: EvalItem;
  answer: string;
  outcome: Outcome;
  /** Why it is not correct: the facts or link missing. */
  missing: string[];
  /** An abstention that names a page the answer is on (answerable questions only). */
  rightPage?: boolean;
}

export interface Tally {
  total: number;
  correct: number;
  abstained: number;
  /** Of the abstentions, those that named a page holding the answer. */
  abstainedRightPage: number;
  wrong: number;
}

export interface EvalReport {
  results: EvalResult[];
  overall: Tally;
  byCategory: Record<EvalCategory, Tally>;
}

/** Dashes and spacing vary ("20–40 %", "20-40%"); a fact counts when its words are there. */
export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/(\d)\s+%/g, '$1%');

/**
 * Site paths in an answer, e.g. "/impact" or "/contact?service=cannabis" (as "/contact"), written
 * plain (the offline assistant) or as the API labels them, "[Contact](/contact)" (labelSitePaths).
 */
const linkedPaths = (answer: string) =>
  [...answer.matchAll(/(?:^|[\s(])(\/[a-z][a-z0-9/-]*)/g)].map((m) => m[1]!);

const isContactPage = (path: string) => path === '/contact' || path === '/es/contact';

export function scoreAnswer(item: EvalItem, { answer, abstained }: Reply): EvalResult {
  const missing: string[] = [];
  if (item.category === 'unknown') {
    // Not answerable from the site: only "I don't know" and the contact page are right.
    if (!abstained) missing.push('abstention');
    const pages = linkedPaths(answer).filter((p) => !isContactPage(p));
    if (pages.length) missing.push(`no page link (got ${pages.join(', ')})`);
    const outcome = !missing.length ? 'correct' : abstained ? 'abstained' : 'wrong';
    return { item, answer, outcome, missing };
  }
  const text = normalise(answer);
  missing.push(...item.facts.filter((fact) => !text.includes(normalise(fact))));
  const urls = typeof item.url === 'string' ? [item.url] : (item.url ?? []);
  const paths = linkedPaths(answer);
  // A booking link is checked whole ("/contact?service=cannabis"), a page by its path.
  const links = (url: string) => (url.includes('?') ? answer.includes(url) : paths.includes(url));
  if (urls.length && !urls.some(links)) missing.push(`link ${urls.join(' or ')}`);
  if (abstained) {
    const rightPage = urls.some((url) => paths.includes(url.split('?')[0]!));
    return { item, answer, outcome: 'abstained', missing: ['answer (abstained)'], rightPage };
  }
  return { item, answer, outcome: missing.length ? 'wrong' : 'correct', missing };
}

const emptyTally = (): Tally => ({
  total: 0,
  correct: 0,
  abstained: 0,
  abstainedRightPage: 0,
  wrong: 0,
});

function tally(results: readonly EvalResult[]): Tally {
  const counts = emptyTally();
  for (const { outcome, rightPage } of results) {
    counts.total += 1;
    counts[outcome] += 1;
    if (rightPage) counts.abstainedRightPage += 1;
  }
  return counts;
}

export async function runEval(
  items: readonly EvalItem[],
  ask: (item: EvalItem) => Reply | Promise<Reply>,
): Promise<EvalReport> {
  const results: EvalResult[] = [];
  for (const item of items) results.push(scoreAnswer(item, await ask(item)));
  const byCategory = Object.fromEntries(
    EVAL_CATEGORIES.map((category) => [
      category,
      tally(results.filter((r) => r.item.category === category)),
    ]),
  ) as EvalReport['byCategory'];
  return { results, overall: tally(results), byCategory };
}

/** Share of a tally's questions with that outcome (0 for an empty tally). */
export const rate = (t: Tally, outcome: Outcome | 'abstainedRightPage') =>
  t.total ? t[outcome] / t.total : 0;

/** Correct answers plus abstentions that named the page holding the answer. */
export const helpfulRate = (t: Tally) =>
  t.total ? (t.correct + t.abstainedRightPage) / t.total : 0;

/**
 * Where the held-out sets should be (issue 40): almost never a wrong fact, and a visitor helped by
 * most answers (the answer itself, or an honest "not sure" that names the page holding it).
 * Reported by `npm run eval:chat`; not reached yet (RESULTS.md beside this file).
 */
export const HELD_OUT_TARGET = { minHelpful: 0.85, maxWrong: 0.05 } as const;

/**
 * What CI holds the held-out sets to, per language and per round of sets: a floor just under the
 * figures measured after issue 40's ninth round (RESULTS.md), so a change that helps fewer
 * visitors nobody tuned for, or states more wrong facts, fails. Helped / wrong, English then
 * Spanish: sets 1 to 4 together 88.3 / 1.6 % and 92.9 / 2.7 %; set 5 78.2 / 0 % and 89.3 / 0 %;
 * set 6 75.7 / 2.7 % and 78.9 / 2.6 %; set 7 47.1 / 10.0 % and 52.8 / 16.7 % (written in visitors'
 * own words rather than the site's, the offline assistant's hardest); set 8 69.6 / 5.8 % and
 * 84.8 / 6.1 %; set 9 83.6 / 1.4 % and 94.6 / 5.4 % (opened in the eighth round); set 10 84.7 /
 * 1.4 % and 94.6 / 0 % (opened in the ninth); set 11 72.2 / 4.2 % and 83.8 / 2.7 %; set 12 75.0 /
 * 9.7 % and 86.8 / 5.3 % (the ninth round's clean sets). Each round's sets on their own: each
 * later set was written after the gate before it was set, and pooled with the earlier ones it
 * would have lowered the figures those gates hold, which never move down. Never above what the
 * sets reach; raise it when a general fix moves the figures.
 */
export const HELD_OUT_GATE = {
  en: { minHelpful: 0.88, maxWrong: 0.02 },
  es: { minHelpful: 0.925, maxWrong: 0.03 },
} as const;
export const HELD_OUT_GATE_SET5 = {
  en: { minHelpful: 0.78, maxWrong: 0.02 },
  es: { minHelpful: 0.89, maxWrong: 0.02 },
} as const;
export const HELD_OUT_GATE_SET6 = {
  en: { minHelpful: 0.755, maxWrong: 0.03 },
  es: { minHelpful: 0.785, maxWrong: 0.03 },
} as const;
export const HELD_OUT_GATE_SET7 = {
  en: { minHelpful: 0.47, maxWrong: 0.105 },
  es: { minHelpful: 0.525, maxWrong: 0.17 },
} as const;
export const HELD_OUT_GATE_SET8 = {
  en: { minHelpful: 0.695, maxWrong: 0.06 },
  es: { minHelpful: 0.845, maxWrong: 0.065 },
} as const;
export const HELD_OUT_GATE_SET9 = {
  en: { minHelpful: 0.835, maxWrong: 0.015 },
  es: { minHelpful: 0.945, maxWrong: 0.055 },
} as const;
export const HELD_OUT_GATE_SET10 = {
  en: { minHelpful: 0.845, maxWrong: 0.015 },
  es: { minHelpful: 0.945, maxWrong: 0.005 },
} as const;
export const HELD_OUT_GATE_SET11 = {
  en: { minHelpful: 0.72, maxWrong: 0.045 },
  es: { minHelpful: 0.835, maxWrong: 0.03 },
} as const;
export const HELD_OUT_GATE_SET12 = {
  en: { minHelpful: 0.745, maxWrong: 0.1 },
  es: { minHelpful: 0.865, maxWrong: 0.055 },
} as const;

/** Each gate with the held-out sets (by number) it holds together. */
export const HELD_OUT_GATES = [
  { sets: [1, 2, 3, 4], bar: HELD_OUT_GATE },
  { sets: [5], bar: HELD_OUT_GATE_SET5 },
  { sets: [6], bar: HELD_OUT_GATE_SET6 },
  { sets: [7], bar: HELD_OUT_GATE_SET7 },
  { sets: [8], bar: HELD_OUT_GATE_SET8 },
  { sets: [9], bar: HELD_OUT_GATE_SET9 },
  { sets: [10], bar: HELD_OUT_GATE_SET10 },
  { sets: [11], bar: HELD_OUT_GATE_SET11 },
  { sets: [12], bar: HELD_OUT_GATE_SET12 },
] as const;

export const meets = (t: Tally, bar: { minHelpful: number; maxWrong: number }) =>
  helpfulRate(t) >= bar.minHelpful && rate(t, 'wrong') <= bar.maxWrong;

/** Several sets' tallies as one (a language's held-out sets, for its gate). */
export const combine = (tallies: readonly Tally[]): Tally =>
  tallies.reduce(
    (sum, t) => ({
      total: sum.total + t.total,
      correct: sum.correct + t.correct,
      abstained: sum.abstained + t.abstained,
      abstainedRightPage: sum.abstainedRightPage + t.abstainedRightPage,
      wrong: sum.wrong + t.wrong,
    }),
    emptyTally(),
  );

/** A share as the reports print it: "84.4 %". */
export const percent = (n: number) => `${(n * 100).toFixed(1)} %`;

/** The table `npm run eval:chat` prints (categories with questions), then every miss. */
export function formatReport(report: EvalReport): string {
  const row = (name: string, t: Tally) =>
    `| ${name.padEnd(12)} | ${String(t.total).padStart(5)} | ${`${t.correct}`.padStart(7)} | ${`${t.abstained}`.padStart(9)} | ${`${t.wrong}`.padStart(5)} | ${percent(rate(t, 'correct')).padStart(9)} |`;
  const lines = [
    '| category     | asked | correct | abstained | wrong | % correct |',
    '|--------------|-------|---------|-----------|-------|-----------|',
    ...Object.entries(report.byCategory)
      .filter(([, t]) => t.total > 0)
      .map(([category, t]) => row(category, t)),
    row('overall', report.overall),
    '',
    `correct ${percent(rate(report.overall, 'correct'))}, abstained ${percent(rate(report.overall, 'abstained'))} (with the right page ${percent(rate(report.overall, 'abstainedRightPage'))}), wrong ${percent(rate(report.overall, 'wrong'))}`,
  ];
  const misses = report.results.filter((r) => r.outcome !== 'correct');
  if (misses.length) {
    lines.push('', `Not correct (${misses.length}):`);
    for (const miss of misses) {
      const context = miss.item.before?.length ? `${miss.item.before.join(' → ')} → ` : '';
      const outcome = miss.rightPage ? 'ABSTAINED (right page)' : miss.outcome.toUpperCase();
      lines.push(
        `- ${outcome} [${miss.item.category}] ${context}${miss.item.question}`,
        `    missing: ${miss.missing.join('; ')}`,
        `    answer:  ${miss.answer.replace(/\s+/g, ' ').slice(0, 220)}`,
      );
    }
  }
  return lines.join('\n');
}
