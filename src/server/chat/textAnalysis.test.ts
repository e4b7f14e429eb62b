import { describe, expect, it } from 'vitest';
import { analyzers } from './textAnalysis.ts';

describe('text analysis', () => {
  it('reads a Spanish plural in -ares / -eres as its singular ("solares" meets "solar")', () => {
    const { terms } = analyzers.es;
    expect(terms('paneles solares')).toEqual(terms('panel solar'));
    expect(terms('talleres')).toEqual(terms('taller'));
    // The familiar "you" of a verb is no plural: "quieres" still meets "quiero".
    expect(terms('quieres')).toEqual(terms('quiero'));
  });
});
