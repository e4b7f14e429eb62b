import { describe, expect, it } from 'vitest';
import { evalSet } from './eval/questions.ts';
import { evalSetEs } from './eval/questionsEs.ts';
import { answerLanguage, isSpanish } from './locale.ts';

describe('the language a visitor writes in', () => {
  it('recognises every Spanish question of the evaluation set, with or without accents', () => {
    for (const { question } of evalSetEs) expect(isSpanish(question), question).toBe(true);
    expect(isSpanish('donde esta la oficina')).toBe(true);
  });

  it('never takes an English question of the evaluation set for Spanish', () => {
    for (const { question } of evalSet) expect(isSpanish(question), question).toBe(false);
  });

  it('answers in Spanish on Spanish pages, and for Spanish questions on English ones', () => {
    expect(answerLanguage('es', 'hours?')).toBe('es');
    expect(answerLanguage('en', '¿Cuál es su horario?')).toBe('es');
    expect(answerLanguage('en', 'What are your hours?')).toBe('en');
  });
});
