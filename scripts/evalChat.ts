import type { Locale } from '../src/i18n/locales.ts';
import { askOfflineAssistant } from '../src/lib/chat/eval/askAssistant.ts';
import type { EvalItem } from '../src/lib/chat/eval/evalItem.ts';
import { heldOutSet } from '../src/lib/chat/eval/heldOutSet.ts';
import { heldOutSetEs } from '../src/lib/chat/eval/heldOutSetEs.ts';
import { formatReport, meetsHeldOutBar, rate, runEval } from '../src/lib/chat/eval/scoreAnswers.ts';
import { tuningSet } from '../src/lib/chat/eval/tuningSet.ts';
import { tuningSetEs } from '../src/lib/chat/eval/tuningSetEs.ts';

/**
 * `npm run eval:chat`: asks the offline assistant the tuning set and the held-out set, English on
 * English pages and Spanish on Spanish pages, and prints correct / abstained / wrong per category
 * and every answer that was not correct. Exits 1 when the held-out set misses the bar the unit test
 * holds (src/lib/chat/eval/evalChat.test.ts). `-- --held-out` prints only the held-out set.
 */
const sets: { name: string; items: readonly EvalItem[]; locale: Locale; heldOut: boolean }[] = [
  { name: 'Tuning set, English', items: tuningSet, locale: 'en', heldOut: false },
  { name: 'Tuning set, Spanish', items: tuningSetEs, locale: 'es', heldOut: false },
  { name: 'Held-out set, English', items: heldOutSet, locale: 'en', heldOut: true },
  { name: 'Held-out set, Spanish', items: heldOutSetEs, locale: 'es', heldOut: true },
];
const onlyHeldOut = process.argv.includes('--held-out');
const summary: string[] = [];
let heldOutMet = true;
for (const set of sets) {
  if (onlyHeldOut && !set.heldOut) continue;
  const report = await runEval(set.items, (item) => askOfflineAssistant(item, set.locale));
  console.log(`\n## ${set.name}\n\n${formatReport(report)}`);
  const t = report.overall;
  if (set.heldOut) heldOutMet &&= meetsHeldOutBar(t);
  summary.push(
    `| ${set.name.padEnd(22)} | ${String(t.total).padStart(5)} | ${(rate(t, 'correct') * 100).toFixed(1).padStart(7)} % | ${(rate(t, 'abstained') * 100).toFixed(1).padStart(7)} % | ${(rate(t, 'wrong') * 100).toFixed(1).padStart(5)} % |`,
  );
}
console.log(
  [
    '\n## Summary\n',
    '| set                    | asked |   correct | abstained |   wrong |',
    '|------------------------|-------|-----------|-----------|---------|',
    ...summary,
  ].join('\n'),
);
process.exitCode = heldOutMet ? 0 : 1;
