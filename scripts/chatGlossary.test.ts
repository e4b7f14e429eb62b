import { describe, expect, it } from 'vitest';
import { glossarySynonyms } from './chatGlossary.ts';

describe('search words from the Spanish glossary', () => {
  it('pairs each English term of a table with the Spanish term, one to one when both list as many', () => {
    const markdown = [
      '| English | Spanish |',
      '| ------- | ------- |',
      '| ROI | retorno de la inversión |',
      '| lender / landlord | prestamista / arrendador |',
      '| payback (of an upgrade) | período de recuperación (never _payback_) |',
      '| deal (real estate) | operación (never _trato_) |',
      '| B.S. / M.B.A. in … | Licenciatura (B.S.) en … |',
      '| pro bono | pro bono |',
    ].join('\n');
    expect(glossarySynonyms(markdown)).toEqual([
      ['ROI', 'retorno de la inversión'],
      ['lender', 'prestamista'],
      ['landlord', 'arrendador'],
      ['payback', 'período de recuperación'],
      ['deal', 'operación'],
    ]);
  });

  it('takes the words the glossary says visitors may write, over two lines too', () => {
    const markdown = [
      '- _Gratuita_, never _gratis_, in the firm’s own copy.',
      '  Visitors may write _gratis_ to the chat; that is a search word, not copy.',
      '- Always _usted_ (never _tú_).',
    ].join('\n');
    expect(glossarySynonyms(markdown)).toEqual([['gratis', 'gratuita']]);
  });
});
