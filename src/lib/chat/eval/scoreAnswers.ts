import { EVAL_CATEGORIES, type EvalCategory, type EvalItem } from './questions.ts';

/** What one question got, and why it missed. */
export interface EvalResult {
  item: EvalItem;
  answer: string;
  missing: string[];
  pass: boolean;
}

export interface EvalReport {
  results: EvalResult[];
  overall: number;
  byCategory: Record<EvalCategory, { passed: number; total: number; accuracy: number }>;
}

/** Dashes and spacing vary ("20–40 %", "20-40%"); a fact counts when its words are there. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/(\d)\s+%/g, '$1%');

/** Site paths in an answer, e.g. "/impact" or "/contact?service=cannabis". */
const linkedPaths = (answer: string) =>
  [...answer.matchAll(/(?:^|\s)(\/[a-z][a-z0-9-]*)/g)].map((m) => m[1]);

export function scoreAnswer(item: EvalItem, answer: string): EvalResult {
  const text = normalise(answer);
  const missing = item.facts.filter((fact) => !text.includes(normalise(fact)));
  if (
    item.url &&
    !linkedPaths(answer).some((p) => p === item.url || item.url!.startsWith(`${p}?`)) &&
    !answer.includes(item.url)
  )
    missing.push(`link ${item.url}`);
  // A question the site cannot answer must not be answered from a page: only /contact may appear.
  if (item.category === 'unknown') {
    const pages = linkedPaths(answer).filter((p) => p !== '/contact');
    if (pages.length) missing.push(`no page link (got ${pages.join(', ')})`);
  }
  return { item, answer, missing, pass: missing.length === 0 };
}

export async function runEval(
  items: readonly EvalItem[],
  ask: (question: string) => string | Promise<string>,
): Promise<EvalReport> {
  const results: EvalResult[] = [];
  for (const item of items) results.push(scoreAnswer(item, await ask(item.question)));
  const byCategory = Object.fromEntries(
    EVAL_CATEGORIES.map((category) => {
      const own = results.filter((r) => r.item.category === category);
      const passed = own.filter((r) => r.pass).length;
      return [
        category,
        { passed, total: own.length, accuracy: own.length ? passed / own.length : 1 },
      ];
    }),
  ) as EvalReport['byCategory'];
  const overall = results.filter((r) => r.pass).length / results.length;
  return { results, overall, byCategory };
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

/** The table `npm run eval:chat` prints, then every miss with what was missing. */
export function formatReport(report: EvalReport): string {
  const rows = Object.entries(report.byCategory).map(
    ([category, c]) =>
      `| ${category.padEnd(12)} | ${`${c.passed}/${c.total}`.padStart(6)} | ${pct(c.accuracy).padStart(7)} |`,
  );
  const passed = report.results.filter((r) => r.pass).length;
  const lines = [
    '| category     | passed | accuracy |',
    '|--------------|--------|----------|',
    ...rows,
    `| ${'overall'.padEnd(12)} | ${`${passed}/${report.results.length}`.padStart(6)} | ${pct(report.overall).padStart(7)} |`,
  ];
  const misses = report.results.filter((r) => !r.pass);
  if (misses.length) {
    lines.push('', `Misses (${misses.length}):`);
    for (const miss of misses) {
      lines.push(
        `- [${miss.item.category}] ${miss.item.question}`,
        `    missing: ${miss.missing.join('; ')}`,
        `    answer:  ${miss.answer.replace(/\s+/g, ' ').slice(0, 220)}`,
      );
    }
  }
  return lines.join('\n');
}
