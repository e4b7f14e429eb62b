import type { Locale } from '../src/i18n/locales.ts';
import { askOfflineAssistant } from '../src/lib/chat/eval/askAssistant.ts';
import { devSet } from '../src/lib/chat/eval/devSet.ts';
import { devSetEs } from '../src/lib/chat/eval/devSetEs.ts';
import type { EvalItem } from '../src/lib/chat/eval/evalItem.ts';
import { heldOutSet } from '../src/lib/chat/eval/heldOutSet.ts';
import { heldOutSetEs } from '../src/lib/chat/eval/heldOutSetEs.ts';
import {
  formatReport,
  HELD_OUT_GATE,
  HELD_OUT_TARGET,
  meets,
  rate,
  runEval,
} from '../src/lib/chat/eval/scoreAnswers.ts';
import { tuningSet } from '../src/lib/chat/eval/tuningSet.ts';
import { tuningSetEs } from '../src/lib/chat/eval/tuningSetEs.ts';

/**
 * `npm run eval:chat`: asks the offline assistant the tuning set and the held-out set, English on
 * English pages and Spanish on Spanish pages (the development sets, devSet.ts and devSetEs.ts, are
 * tuning sets too), and prints correct / abstained / wrong per category
 * and every answer that was not correct. Exits 1 when the held-out set falls under the gate the unit
 * test holds (HELD_OUT_GATE, src/lib/chat/eval/evalChat.test.ts), and says whether it reaches the
 * target (HELD_OUT_TARGET). `-- --held-out` prints only the held-out set,
 * `-- --tuning` only the tuning set (what retrieval work looks at: the held-out set is measured once).
 */
const sets: { name: string; items: readonly EvalItem[]; locale: Locale; heldOut: boolean }[] = [
  { name: 'Tuning set, English', items: tuningSet, locale: 'en', heldOut: false },
  { name: 'Tuning set, Spanish', items: tuningSetEs, locale: 'es', heldOut: false },
  { name: 'Development set, English', items: devSet, locale: 'en', heldOut: false },
  { name: 'Development set, Spanish', items: devSetEs, locale: 'es', heldOut: false },
  { name: 'Held-out set, English', items: heldOutSet, locale: 'en', heldOut: true },
  { name: 'Held-out set, Spanish', items: heldOutSetEs, locale: 'es', heldOut: true },
];
const onlyHeldOut = process.argv.includes('--held-out');
const onlyTuning = process.argv.includes('--tuning');
const summary: string[] = [];
let heldOutMet = true;
const targets: string[] = [];
for (const set of sets) {
  if ((onlyHeldOut && !set.heldOut) || (onlyTuning && set.heldOut)) continue;
  const report = await runEval(set.items, (item) => askOfflineAssistant(item, set.locale));
  console.log(`\n## ${set.name}\n\n${formatReport(report)}`);
  const t = report.overall;
  if (set.heldOut) {
    heldOutMet &&= meets(t, HELD_OUT_GATE[set.locale]);
    targets.push(`${set.name}: target ${meets(t, HELD_OUT_TARGET) ? 'reached' : 'not reached'}`);
  }
  summary.push(
    `| ${set.name.padEnd(24)} | ${String(t.total).padStart(5)} | ${(rate(t, 'correct') * 100).toFixed(1).padStart(7)} % | ${(rate(t, 'abstained') * 100).toFixed(1).padStart(7)} % | ${(rate(t, 'wrong') * 100).toFixed(1).padStart(5)} % |`,
  );
}
console.log(
  [
    '\n## Summary\n',
    '| set                      | asked |   correct | abstained |   wrong |',
    '|--------------------------|-------|-----------|-----------|---------|',
    ...summary,
    '',
    `Held-out gate (CI): ${heldOutMet ? 'met' : 'MISSED'}. Target (${HELD_OUT_TARGET.minCorrect * 100} % correct, ≤ ${HELD_OUT_TARGET.maxWrong * 100} % wrong): ${targets.join('; ')}.`,
  ].join('\n'),
);
process.exitCode = heldOutMet ? 0 : 1;
