import { readFileSync, writeFileSync } from 'node:fs';
import type { EvalResult } from './scoreAnswers.ts';

/**
 * Each question's outcome, saved before a round and compared after it: the answers a round made
 * worse are listed without printing any other answer of a set nobody may read question by question.
 */
export type Outcomes = Record<string, string>;

/** An outcome as one word: correct, right-page (an abstention naming the page), abstained, wrong. */
const outcomeOf = (r: EvalResult) => (r.rightPage ? 'right-page' : r.outcome);

/** Better first: a right-page abstention still helps, a plain one does not, a wrong one misleads. */
const RANK = ['correct', 'right-page', 'abstained', 'wrong'];

/** A question's key: its set, its earlier questions and itself (the same question may be asked twice). */
const keyOf = (set: string, r: EvalResult) =>
  [set, ...(r.item.before ?? []), r.item.question].join(' → ');

export const outcomesOf = (set: string, results: readonly EvalResult[]): Outcomes =>
  Object.fromEntries(results.map((r) => [keyOf(set, r), outcomeOf(r)]));

export const writeOutcomes = (file: string, outcomes: Outcomes) =>
  writeFileSync(file, `${JSON.stringify(outcomes, null, 1)}\n`);

export const readOutcomes = (file: string): Outcomes =>
  JSON.parse(readFileSync(file, 'utf8')) as Outcomes;

/** "set → question: before → after" for every question whose outcome ranks lower than before. */
export function compareOutcomes(before: Outcomes, after: Outcomes): string[] {
  return Object.entries(after)
    .filter(([key, now]) => key in before && RANK.indexOf(now) > RANK.indexOf(before[key]!))
    .map(([key, now]) => `- ${key}: ${before[key]} → ${now}`);
}
