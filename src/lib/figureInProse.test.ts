import { describe, expect, it } from 'vitest';
import { figureInProse, hoursInProse } from './figureInProse.ts';

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

describe('hoursInProse', () => {
  it('keeps the digit in English', () => {
    expect(hoursInProse(1, 'en')).toBe('1');
    expect(hoursInProse(12, 'en')).toBe('12');
  });

  it('spells small counts in Spanish, feminine like "hora", and keeps larger ones as digits', () => {
    expect(hoursInProse(1, 'es')).toBe('una');
    expect(hoursInProse(2, 'es')).toBe('dos');
    expect(hoursInProse(9, 'es')).toBe('nueve');
    expect(hoursInProse(10, 'es')).toBe('10');
  });
});
