import { describe, expect, it } from 'vitest';
import { askOfflineAssistant } from './askAssistant.ts';
import { EVAL_CATEGORIES } from './evalItem.ts';
import { heldOutSet } from './sets/heldOutSet.ts';
import { heldOutSetEs } from './sets/heldOutSetEs.ts';
import { heldOutItems, questionSets } from './sets/index.ts';
import {
  formatReport,
  HELD_OUT_GATES,
  helpfulRate,
  rate,
  runEval,
  scoreAnswer,
} from './scoreAnswers.ts';

/** A question as a comparison sees it: no case, accents, punctuation or extra spaces. */
const asAsked = (question: string) =>
  question
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The offline assistant against the held-out set (the same runs as `npm run eval:chat`): CI gates
 * on the questions nobody tuned for, not on the tuning set.
 */
describe('chat evaluation', () => {
  it('the held-out set has 60+ English and 30+ Spanish answerable questions, and unanswerable ones', () => {
    const answerable = (items: typeof heldOutSet) =>
      items.filter((item) => item.category !== 'unknown').length;
    expect(answerable(heldOutSet)).toBeGreaterThanOrEqual(60);
    expect(answerable(heldOutSetEs)).toBeGreaterThanOrEqual(30);
    expect(heldOutSet.some((item) => item.category === 'unknown')).toBe(true);
    expect(heldOutSetEs.some((item) => item.category === 'unknown')).toBe(true);
    for (const category of EVAL_CATEGORIES) {
      expect(
        heldOutSet.some((item) => item.category === category),
        category,
      ).toBe(true);
    }
  });

  it('no held-out question is also in a set the retrieval was tuned on', () => {
    const heldOut = new Set(
      [...heldOutItems('en'), ...heldOutItems('es')].map((item) => asAsked(item.question)),
    );
    const seen = questionSets
      .filter((set) => !set.heldOut)
      .flatMap((set) => set.items)
      .map((item) => item.question)
      .filter((question) => heldOut.has(asAsked(question)));
    expect(seen).toEqual([]);
  });

  it('scores correct, abstained and wrong answers, with what was missing', () => {
    const item = {
      question: 'When is payment due?',
      category: 'terms',
      facts: ['30 days'],
      url: '/terms-of-service',
    } as const;
    const reply = (answer: string, abstained = false) => scoreAnswer(item, { answer, abstained });
    expect(
      reply('Payment is due within 30 days. More on this page: /terms-of-service').outcome,
    ).toBe('correct');
    const wrongFigure = reply(
      'Payment is due within 60 days. More on this page: /terms-of-service',
    );
    expect([wrongFigure.outcome, wrongFigure.missing]).toEqual(['wrong', ['30 days']]);
    expect(reply('Payment is due within 30 days.').missing).toEqual(['link /terms-of-service']);
    expect(reply("I'm not sure about that. Call us.", true).outcome).toBe('abstained');
    expect(reply("I'm not sure. This may be it: /terms-of-service", true)).toMatchObject({
      outcome: 'abstained',
      rightPage: true,
    });
    expect(reply("I'm not sure. This may be it: /impact", true).rightPage).toBe(false);

    const unknown = { question: 'weather?', category: 'unknown', facts: [] } as const;
    expect(
      scoreAnswer(unknown, { answer: "I'm not sure. /contact", abstained: true }).outcome,
    ).toBe('correct');
    expect(
      scoreAnswer(unknown, { answer: 'Sunny. More on this page: /impact', abstained: false }),
    ).toMatchObject({ outcome: 'wrong', missing: ['abstention', 'no page link (got /impact)'] });
    // Not sure, but pointing somewhere: not correct for a question the site cannot answer, not wrong.
    expect(
      scoreAnswer(unknown, { answer: "I'm not sure. This may be it: /impact", abstained: true })
        .outcome,
    ).toBe('abstained');
  });

  it.each(
    HELD_OUT_GATES.flatMap(({ sets, bar }) =>
      (['en', 'es'] as const).map((locale) => ({ sets, locale, bar: bar[locale] })),
    ),
  )(
    'the $locale held-out sets $sets stay at or above their gate (helped) and under it (wrong facts)',
    async ({ sets, locale, bar }) => {
      const items = heldOutItems(locale, sets);
      const report = await runEval(items, (item) => askOfflineAssistant(item, locale));
      const summary = formatReport(report);
      expect(helpfulRate(report.overall), summary).toBeGreaterThanOrEqual(bar.minHelpful);
      expect(rate(report.overall, 'wrong'), summary).toBeLessThanOrEqual(bar.maxWrong);
    },
  );
});
