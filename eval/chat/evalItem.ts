/**
 * One evaluation question and what a correct answer holds. Two sets use it: the tuning set
 * (tuningSet.ts, tuningSetEs.ts), which retrieval changes are tried against, and the held-out set
 * (heldOutSet.ts, heldOutSetEs.ts), written from the content before the retrieval it measures and
 * never tuned against: only its score says how the assistant does on questions nobody fitted it to.
 */
export const EVAL_CATEGORIES = [
  'firm',
  'services',
  'figures',
  'team',
  'programs',
  'recognition',
  'clients',
  'history',
  'consultation',
  'response',
  'terms',
  'privacy',
  'followup',
  'unknown',
] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

export interface EvalItem {
  question: string;
  category: EvalCategory;
  /**
   * Every one must appear in the answer (case-insensitive, dashes and spaces normalised). Empty
   * for 'unknown' questions, which the site cannot answer: the assistant must abstain.
   */
  facts: readonly string[];
  /** The page the answer must link (one of them, when several pages state the fact). */
  url?: string | readonly string[];
  /**
   * Earlier questions of the same conversation, asked first: the question leans on them
   * ("and in Connecticut?"). Their answers are the assistant's own.
   */
  before?: readonly string[];
}
