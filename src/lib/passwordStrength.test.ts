import { describe, expect, it } from 'vitest';
import { ownerWords, passwordWeakness } from './passwordStrength.ts';

// Issue 13, item 5: all of these passed the old rule (8–72 bytes and a short common-password list).
const maya = { name: 'Maya Lopez', email: 'maya.lopez@example.com' };
const REJECTED = {
  'eight spaces': ' '.repeat(8),
  'one letter repeated': 'aaaaaaaa',
  'a keyboard walk twice': 'qwertyqwerty',
  'a common word with a year': 'Password2023',
  "the email's local part": 'maya.lopez',
};

describe('password strength (shared by the API and the admin forms)', () => {
  for (const [what, password] of Object.entries(REJECTED)) {
    it(`refuses ${what}, saying what to do instead`, async () => {
      const weakness = await passwordWeakness(password, maya);
      expect(weakness).toMatch(/^This password is too easy to guess\. /);
      // Not just "weak": a reason and a way out.
      expect(weakness).toContain('A few unrelated words make a strong one.');
    });
  }

  it('names the person’s own name or email as the reason', async () => {
    expect(await passwordWeakness('maya.lopez', maya)).toContain(
      'It contains your name or email address.',
    );
    expect(await passwordWeakness('MayaLopez2023', maya)).toContain(
      'It contains your name or email address.',
    );
  });

  it('accepts passphrases and the generated temporary passwords', async () => {
    for (const password of [
      'correct horse battery',
      'Sunny-Harbor-Lamp-42',
      'abcde-fghjk-mnpqr',
      'maya admin passphrase',
    ]) {
      expect(await passwordWeakness(password, maya), password).toBeUndefined();
    }
  });

  it('splits the name and email into the words a person would reuse', () => {
    expect(ownerWords(maya)).toEqual(
      expect.arrayContaining([
        'maya lopez',
        'maya.lopez@example.com',
        'maya.lopez',
        'maya',
        'lopez',
      ]),
    );
    expect(ownerWords({})).toEqual([]);
  });
});
