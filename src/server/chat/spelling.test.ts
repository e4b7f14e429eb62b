import { describe, expect, it } from 'vitest';
import { createSpeller, slip } from './spelling.ts';

describe('spelling correction against the passages vocabulary', () => {
  it('tells the slip that turns a known term into the typed one', () => {
    expect(slip('phne', 'phone')).toBe('dropped');
    expect(slip('emial', 'email')).toBe('swapped');
    expect(slip('addresss', 'address')).toBe('added');
    expect(slip('licensa', 'license')).toBe('changed');
    expect(slip('phone', 'phone')).toBeUndefined();
    expect(slip('fax', 'taxes')).toBeUndefined();
  });

  const speller = createSpeller(
    new Map([
      ['phone', 5],
      ['email', 4],
      ['want', 3],
      ['information', 2],
      ['cannabi', 9],
      ['cannab', 1],
    ]),
  );

  it('reads an unknown term as the known term one slip away, the one more passages hold', () => {
    expect(speller.correct('phne')).toBe('phone');
    expect(speller.correct('emial')).toBe('email');
    expect(speller.correct('cannabbi')).toBe('cannabi');
  });

  it('leaves known terms, prefixes of known terms, short words and changed letters in short words', () => {
    expect(speller.correct('phone')).toBe('phone');
    expect(speller.correct('info')).toBe('info');
    expect(speller.correct('fon')).toBe('fon');
    expect(speller.correct('went')).toBe('went');
    expect(speller.correct('divorc')).toBe('divorc');
  });
});
