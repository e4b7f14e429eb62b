import { describe, expect, it } from 'vitest';
import { tuningSet } from './eval/tuningSet.ts';
import { tuningSetEs } from './eval/tuningSetEs.ts';
import { answerLanguage, isSpanish } from './locale.ts';

describe('the language a visitor writes in', () => {
  it('recognises every Spanish question of the evaluation set, with or without accents', () => {
    for (const { question } of tuningSetEs) expect(isSpanish(question), question).toBe(true);
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
    ])
      expect(isSpanish(message), message).toBe(false);
  });

  it('never takes an English question of the evaluation set for Spanish', () => {
    for (const { question } of tuningSet) expect(isSpanish(question), question).toBe(false);
  });

  it('answers in Spanish on Spanish pages, and for Spanish questions on English ones', () => {
    expect(answerLanguage('es', 'hours?')).toBe('es');
    expect(answerLanguage('en', '¿Cuál es su horario?')).toBe('es');
    expect(answerLanguage('en', 'What are your hours?')).toBe('en');
  });
});
