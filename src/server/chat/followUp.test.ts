import { describe, expect, it } from 'vitest';
import { followUpKind, pointsToPerson } from './followUp.ts';
import { offlineResponders } from './siteResponders.ts';

/** The Spanish offline answer to `luego` asked after `primera`. */
const seguir = (primera: string, luego: string) =>
  offlineResponders.es.answer([
    { role: 'user', content: primera },
    { role: 'assistant', content: '…' },
    { role: 'user', content: luego },
  ]);

describe('a Spanish verb with no subject of its own', () => {
  it('points back to the person a verb said of a person asks about', () => {
    expect(pointsToPerson('y que estudios tiene', 'es')).toBe(true);
    expect(pointsToPerson('¿y dónde estudió?', 'es')).toBe(true);
    expect(pointsToPerson('¿y en qué universidad estudió?', 'es')).toBe(true);
    expect(seguir('quien es jordan hayes', 'y que estudios tiene')).toMatch(/^Jordan Hayes/);
  });

  it('reads an accent written as a separate mark like the accented letter', () => {
    // "estudió" typed as "o" + combining acute accent (as some keyboards send it).
    expect(pointsToPerson('¿y dónde estudio\u0301?', 'es')).toBe(true);
    expect(followUpKind('¿y dónde estudio\u0301?', 'es')).toBe('pronoun');
  });

  it('does not take a verb said of a price, a length of time or a service for a person', () => {
    // The same form is the formal "usted" asked of the firm, or said of a thing.
    for (const question of ['¿cuánto cobra por la consulta?', '¿y cuánto tiempo dura?'])
      expect(pointsToPerson(question, 'es'), question).toBe(false);
  });

  it('does not fire when a subject comes before the verb', () => {
    for (const question of [
      '¿la firma trabaja con cultivadores?',
      '¿el programa incluye a los empleados?',
      '¿y la consulta cuánto dura?',
    ])
      expect(pointsToPerson(question, 'es'), question).toBe(false);
    expect(followUpKind('¿la firma trabaja con cultivadores?', 'es')).toBeUndefined();
  });

  it('does not answer with the person the earlier question was about', () => {
    for (const question of [
      '¿cuánto cobra por la consulta?',
      '¿la firma trabaja con cultivadores?',
      '¿el programa incluye a los empleados?',
      '¿y cuánto tiempo dura?',
      '¿y la consulta cuánto dura?',
    ])
      expect(seguir('¿quién dirige la división de cannabis?', question), question).not.toMatch(
        /^Jordan Hayes/,
      );
  });
});
