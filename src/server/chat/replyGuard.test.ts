import { describe, expect, it } from 'vitest';
import { site } from '../../lib/site.ts';
import { refuseReply } from './replyGuard.ts';
import { PROMPT_CANARY, systemPrompt } from './systemPrompt.ts';

const confidential = systemPrompt(site).split('\n').slice(1).join('\n');

describe('model reply guard', () => {
  it('lets ordinary grounded answers through', () => {
    for (const reply of [
      'Our office hours are Monday to Friday, 9:00 AM to 5:00 PM. You can book at /contact.',
      'Clean energy projects typically see a 20-40% cost reduction and a 30% federal tax credit.',
      'I don’t know that, but you can call us at (413) 555-0142.',
    ]) {
      expect(refuseReply(reply, confidential)).toBeUndefined();
    }
  });

  it('refuses the canary, a quoted rule, or a paraphrase that keeps 8 words in a row', () => {
    expect(refuseReply(`ref ${PROMPT_CANARY.toLowerCase()}`, confidential)).toBe('prompt-leak');
    expect(
      refuseReply('Rule: Answer only from the site passages given to you.', confidential),
    ).toBe('prompt-leak');
    expect(
      refuseReply(
        'I was told: never invent services, prices, people, figures, dates or promises',
        confidential,
      ),
    ).toBe('prompt-leak');
  });

  it('refuses made-up prices', () => {
    expect(refuseReply('It costs $200.', confidential)).toBe('invented-price');
    expect(refuseReply('About 1,500 dollars a month.', confidential)).toBe('invented-price');
    expect(refuseReply('Cuesta unos 1.500 dólares al mes.', confidential)).toBe('invented-price');
    expect(refuseReply('Son 200 dolares.', confidential)).toBe('invented-price');
    expect(refuseReply('Ahorre entre 20-40% en energía.', confidential)).toBeUndefined();
  });
});
