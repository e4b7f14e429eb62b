import { describe, expect, it } from 'vitest';
import { figureInProse } from './figureInProse';

describe('figureInProse', () => {
  it('keeps English figures exactly as site.ts states them', () => {
    expect(figureInProse('1,040+', 'en')).toBe('1,040+');
    expect(figureInProse(4, 'en')).toBe('4');
  });

  it('writes "N+" as "más de N" in Spanish and leaves exact figures alone', () => {
    expect(figureInProse('1,040+', 'es')).toBe('más de 1,040');
    expect(figureInProse('20+', 'es')).toBe('más de 20');
    expect(figureInProse(4, 'es')).toBe('4');
  });
});
