import type { Locale } from '../../src/i18n/locales.ts';
import { heldOutNumber, questionSets } from './sets/index.ts';
import { compareOutcomes, outcomesOf, readOutcomes, writeOutcomes } from './compareOutcomes.ts';
import { askOfflineAssistant } from './askAssistant.ts';
import { askModelAssistant } from './askModelAssistant.ts';
import { measureGrounding } from './modelGrounding.ts';
import type { ModelSettings } from '../../src/server/chat/modelClient.ts';
import { parseAppSettings } from '../../src/server/config.ts';
import {
  combine,
  formatReport,
  HELD_OUT_GATES,
  helpfulRate,
  HELD_OUT_TARGET,
  meets,
  percent,
  rate,
  runEval,
  type Tally,
} from './scoreAnswers.ts';

/**
 * `npm run eval:chat`: asks the offline assistant the tuning set and the held-out set, English on
 * English pages and Spanish on Spanish pages (the development sets, devSet.ts and devSetEs.ts, are
 * tuning sets too), and prints correct / abstained / wrong per category
 * and every answer that was not correct. Exits 1 when the held-out set falls under the gate the unit
 * test holds (HELD_OUT_GATES, eval/chat/evalChat.test.ts), and says whether it reaches the
 * target (HELD_OUT_TARGET). `-- --held-out` prints only the held-out set,
 * `-- --tuning` only the tuning set (what retrieval work looks at: the held-out set is measured once).
 * `-- --sets=1,2` keeps only those held-out sets (the ones earlier rounds tuned on may be read;
 * newer ones are measured without reading their answers). `-- --totals` prints no question, only
 * the tables. `-- --save-outcomes=FILE` writes each question's outcome to FILE (not printed), and
 * `-- --worse-than=FILE` prints only the questions whose outcome is worse than FILE's: the list of
 * answers a round made worse, read once at its end.
 *
 * Every set also reports its grounding: how many answerable questions the passages handed to a
 * model hold the facts and page for (modelGrounding.ts), which bounds the model path on this
 * retrieval. `-- --model` grades the model path itself instead of the offline assistant: it asks
 * the model OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL name (any OpenAI-compatible server),
 * through the API's own prompt, reply guard and offline fallback. It calls that server once per
 * question (about 2,020 calls for every set; 1,201 with `--held-out`), so it is never run by tests.
 */
const onlyHeldOut = process.argv.includes('--held-out');
const onlyTuning = process.argv.includes('--tuning');
const model = process.argv.includes('--model') ? modelSettingsFromEnv() : undefined;
const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const onlySets = option('sets')?.split(',').map(Number);
const totalsOnly = process.argv.includes('--totals');
const saveTo = option('save-outcomes');
const worseThan = option('worse-than');
const outcomes: Record<string, string> = {};
const worse: string[] = [];
const summary: string[] = [];
/** Each held-out set's tally with its number, per language: for the target and the gates. */
const heldOutTallies: Record<Locale, { number: number; t: Tally }[]> = { en: [], es: [] };
for (const set of questionSets) {
  if ((onlyHeldOut && !set.heldOut) || (onlyTuning && set.heldOut)) continue;
  if (onlySets && set.heldOut && !onlySets.includes(heldOutNumber(set))) continue;
  let fallbacks = 0;
  const report = await runEval(set.items, async (item) => {
    if (!model) return askOfflineAssistant(item, set.locale);
    const reply = await askModelAssistant(item, set.locale, model);
    if (reply.source === 'offline') fallbacks += 1;
    return reply;
  });
  const grounding = measureGrounding(set.items, set.locale);
  Object.assign(outcomes, outcomesOf(set.name, report.results));
  if (worseThan)
    worse.push(...compareOutcomes(readOutcomes(worseThan), outcomesOf(set.name, report.results)));
  if (!totalsOnly && !worseThan)
    console.log(
      [
        `
## ${set.name}${model ? ` (model ${model.model})` : ''}
`,
        formatReport(report),
        '',
        `Grounding: the passages a model is given hold the facts and page for ${grounding.grounded} of ${grounding.answerable} answerable questions (${percent(grounding.grounded / grounding.answerable)}).`,
        ...(model
          ? [`Answers from the offline fallback (model failed or refused): ${fallbacks}.`]
          : []),
      ].join('\n'),
    );
  const t = report.overall;
  if (set.heldOut) heldOutTallies[set.locale].push({ number: heldOutNumber(set), t });
  summary.push(
    `| ${set.name.padEnd(24)} | ${String(t.total).padStart(5)} | ${percent(rate(t, 'correct')).padStart(9)} | ${percent(rate(t, 'abstainedRightPage')).padStart(10)} | ${percent(rate(t, 'abstained')).padStart(9)} | ${percent(rate(t, 'wrong')).padStart(7)} | ${percent(grounding.grounded / grounding.answerable).padStart(8)} |`,
  );
}
if (saveTo) writeOutcomes(saveTo, outcomes);
if (worseThan) console.log(`\n## Worse than ${worseThan}\n\n${worse.join('\n') || 'none'}`);
// The target holds per language, over all of that language's held-out sets; each gate over the
// sets it names (a gate none of whose sets ran is not checked).
const heldOut = (['en', 'es'] as const)
  .filter((locale) => heldOutTallies[locale].length)
  .map((locale) => ({ locale, t: combine(heldOutTallies[locale].map(({ t }) => t)) }));
const heldOutMet = HELD_OUT_GATES.every(({ sets, bar }) =>
  (['en', 'es'] as const).every((locale) => {
    const ran = heldOutTallies[locale].filter(({ number }) =>
      (sets as readonly number[]).includes(number),
    );
    return !ran.length || meets(combine(ran.map(({ t }) => t)), bar[locale]);
  }),
);
const targets = heldOut.map(
  ({ locale, t }) =>
    `held-out ${locale}: ${percent(helpfulRate(t))} helped, ${percent(rate(t, 'wrong'))} wrong, target ${meets(t, HELD_OUT_TARGET) ? 'reached' : 'not reached'}`,
);
console.log(
  [
    `\n## Summary${model ? ` (model ${model.model})` : ' (offline assistant)'}\n`,
    '| set                      | asked |   correct | right page | abstained |   wrong | grounded |',
    '|--------------------------|-------|-----------|------------|-----------|---------|----------|',
    ...summary,
    '',
    // CI gates the offline assistant; a model's figures are reported, not gated.
    ...(model ? [] : [`Held-out gate (CI): ${heldOutMet ? 'met' : 'MISSED'}.`]),
    `Target (≥ ${HELD_OUT_TARGET.minHelpful * 100} % correct or abstained with the right page, ≤ ${HELD_OUT_TARGET.maxWrong * 100} % wrong): ${targets.join('; ')}.`,
  ].join('\n'),
);
process.exitCode = model || heldOutMet ? 0 : 1;

/** The model `--model` grades, from the variables the API reads; none configured is a usage error. */
function modelSettingsFromEnv(): ModelSettings {
  const { openai } = parseAppSettings(process.env);
  if (!openai.apiKey) {
    console.error(
      '--model grades a chat model: set OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL for a server other than OpenAI).',
    );
    process.exit(2);
  }
  // One log line per answer would bury the report; the fallbacks are counted instead.
  process.env.LOG_LEVEL ??= 'silent';
  return { ...openai, apiKey: openai.apiKey };
}
