/**
 * Statements about the future go stale: "Launching 2026" read wrong at the end of November 2026.
 * A program's timing note carries the last day it is true (`timingUntil`), and the build warns the
 * editors once that day has passed (scripts/checkContentFacts.ts); a note that names a launch in a
 * year already over is caught even without the date.
 */
export interface DatedStatement {
  file: string;
  /** The note as printed, e.g. 'Launching 2026'. */
  text: string;
  /** 'YYYY-MM-DD': the last day the note is true. */
  until?: string | undefined;
}

const FORWARD_LOOKING =
  /\b(launch\w*|coming|opens?|opening|starts?|starting|comienza|lanza\w*|abre|próximamente|inicia)\b/i;
const YEAR = /\b(20\d\d)\b/g;

/** The notes that are no longer true on `today` ('YYYY-MM-DD'), each with why. */
export function staleStatements(
  statements: readonly DatedStatement[],
  today: string,
): { file: string; text: string; reason: string }[] {
  const stale: { file: string; text: string; reason: string }[] = [];
  const thisYear = Number(today.slice(0, 4));
  for (const statement of statements) {
    if (statement.until && statement.until < today) {
      stale.push({ ...statement, reason: `true until ${statement.until}, and today is ${today}` });
      continue;
    }
    if (!FORWARD_LOOKING.test(statement.text)) continue;
    const past = [...statement.text.matchAll(YEAR)]
      .map((m) => Number(m[1]))
      .filter((y) => y < thisYear);
    if (past.length) {
      stale.push({ ...statement, reason: `announces ${past.join(', ')}, a year already over` });
    }
  }
  return stale;
}
