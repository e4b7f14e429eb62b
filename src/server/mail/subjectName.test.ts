import { describe, expect, it } from 'vitest';
import { subjectName } from './subjectName.ts';

// Security probe 4, I14: staff subjects carried visitor names whole, so they could look like
// addresses or headers ("Consultation booked: Eve <attacker@evil.example> (Marketing)").
describe('a visitor name in a mail subject', () => {
  it('is quoted', () => {
    expect(subjectName('Ada Lovelace')).toBe('“Ada Lovelace”');
    expect(subjectName('Eve <attacker@evil.example>')).toBe('“Eve <attacker@evil.example>”');
  });

  it('is cut to 40 characters with an ellipsis', () => {
    const shown = subjectName(`Eve ${'x'.repeat(100)}`);
    expect(Array.from(shown)).toHaveLength(42);
    expect(shown.endsWith('…”')).toBe(true);
  });

  it('turns line and paragraph separators into spaces', () => {
    expect(subjectName('Eve\u2028Bcc: a@evil.example')).toBe('“Eve Bcc: a@evil.example”');
  });
});
