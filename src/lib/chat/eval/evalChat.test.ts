import { describe, expect, it } from 'vitest';
import { createOfflineResponder } from '../offlineResponder.ts';
import { siteKnowledge, siteKnowledgeEs } from '../siteKnowledge.ts';
import { EVAL_CATEGORIES, evalSet } from './questions.ts';
import { evalSetEs } from './questionsEs.ts';
import { formatReport, runEval, scoreAnswer } from './scoreAnswers.ts';

/** The offline assistant against the evaluation set (the same run as `npm run eval:chat`). */
describe('chat evaluation set', () => {
  it('has at least 80 questions and every category', () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(80);
    for (const category of EVAL_CATEGORIES) {
      expect(evalSet.filter((item) => item.category === category).length).toBeGreaterThan(0);
    }
  });

  it('scores a wrong answer as a miss, with what was missing', () => {
    const item = {
      question: 'When is payment due?',
      category: 'terms',
      facts: ['30 days'],
      url: '/terms-of-service',
    } as const;
    expect(
      scoreAnswer(item, 'Payment is due within 30 days. More on this page: /terms-of-service').pass,
    ).toBe(true);
    expect(
      scoreAnswer(item, 'Payment is due within 60 days. More on this page: /terms-of-service')
        .missing,
    ).toEqual(['30 days']);
    expect(scoreAnswer(item, 'Payment is due within 30 days.').missing).toEqual([
      'link /terms-of-service',
    ]);
    const unknown = { question: 'weather?', category: 'unknown', facts: [] } as const;
    expect(scoreAnswer(unknown, 'Sunny. More on this page: /impact').missing).toEqual([
      'no page link (got /impact)',
    ]);
  });

  it('the offline responder reaches 95 % overall and 90 % in every category', async () => {
    const responder = createOfflineResponder(siteKnowledge);
    const report = await runEval(evalSet, (question) =>
      responder.answer([{ role: 'user', content: question }]),
    );
    const summary = formatReport(report);
    expect(report.overall, summary).toBeGreaterThanOrEqual(0.95);
    for (const [category, result] of Object.entries(report.byCategory)) {
      expect(result.accuracy, `${category}\n${summary}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('the Spanish assistant answers at least 20 Spanish questions, 90 % of them right', async () => {
    expect(evalSetEs.length).toBeGreaterThanOrEqual(20);
    const responder = createOfflineResponder(siteKnowledgeEs);
    const report = await runEval(evalSetEs, (question) =>
      responder.answer([{ role: 'user', content: question }]),
    );
    expect(report.overall, formatReport(report)).toBeGreaterThanOrEqual(0.9);
  });
});
