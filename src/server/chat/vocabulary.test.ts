import { describe, expect, it } from 'vitest';
import { createVocabulary } from './vocabulary.ts';

describe('createVocabulary', () => {
  const vocabulary = createVocabulary(['information', 'solar', 'certif', 'tax']);

  it('holds its own terms', () => {
    expect(vocabulary.has('solar')).toBe(true);
    expect(vocabulary.has('sol')).toBe(false);
  });

  it('reads the start of a term as held (search finds it by prefix)', () => {
    expect(vocabulary.holdsOrStarts('info')).toBe(true);
    expect(vocabulary.holdsOrStarts('cert')).toBe(true);
    expect(vocabulary.holdsOrStarts('tax')).toBe(true);
  });

  it('does not read a term that starts no term as held', () => {
    expect(vocabulary.holdsOrStarts('divorce')).toBe(false);
    expect(vocabulary.holdsOrStarts('taxes')).toBe(false);
    expect(vocabulary.holdsOrStarts('zzz')).toBe(false);
  });
});
