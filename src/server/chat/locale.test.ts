import { describe, expect, it } from 'vitest';
import { devSet } from '../../../eval/chat/sets/devSet.ts';
import { devSetEs } from '../../../eval/chat/sets/devSetEs.ts';
import { tuningSet } from '../../../eval/chat/sets/tuningSet.ts';
import { tuningSetEs } from '../../../eval/chat/sets/tuningSetEs.ts';
import { answerLanguage, isSpanish } from './siteResponders.ts';

describe('the language a visitor writes in', () => {
  it('recognises every Spanish question of the evaluation set, with or without accents', () => {
    for (const { question } of [...tuningSetEs, ...devSetEs])
      expect(isSpanish(question), question).toBe(true);
    expect(isSpanish('donde esta la oficina')).toBe(true);
  });

  it('takes a short message with one unmistakably Spanish word for Spanish', () => {
    for (const message of ['hola', 'Gracias!', 'horario?', 'licencia de cannabis', 'buenos dias'])
      expect(isSpanish(message), message).toBe(true);
  });

  it('keeps English messages with a Spanish name or a shared word English', () => {
    for (const message of [
      'hello',
      'no',
      'solar',
      'Is Maria de la Cruz on your team?',
      'Do you have an office en Boston?',
      'Do you work with Casa Latina in Holyoke?',
      // Texting letters: "u" is also Spanish "or", "r" a Spanish stop-list letter.
      'where r u located',
      'can u help me',
    ])
      expect(isSpanish(message), message).toBe(false);
  });

  it('never takes an English question of the evaluation set for Spanish', () => {
    for (const { question } of [...tuningSet, ...devSet])
      expect(isSpanish(question), question).toBe(false);
  });

  it('answers in Spanish on Spanish pages, and for Spanish questions on English ones', () => {
    expect(answerLanguage('es', 'hours?')).toBe('es');
    expect(answerLanguage('en', '¿Cuál es su horario?')).toBe('es');
    expect(answerLanguage('en', 'What are your hours?')).toBe('en');
  });
});
