import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './passwordStrength.ts';
import { newPasswordSchema, PASSWORD_MESSAGES } from './schemas/password.ts';
import { FIRM_WORDS, onlyKnownWords } from './passwordWords.ts';
import { divisions, site } from './site.ts';

// The probe's passwords all scored 3 or more and were accepted on every route that sets one.
const owner = { name: 'Maya Lopez', email: 'maya.lopez@example.com' };

describe('the firm’s words count as guessable', () => {
  it('come from the firm’s facts, divisions and services, not a copied list', () => {
    expect(FIRM_WORDS).toEqual(
      expect.arrayContaining(['legacy', 'equity', 'group', 'legacyequitygroup', 'cannabis']),
    );
    const nameWords = site.name.toLowerCase().split(' ');
    for (const word of nameWords) expect(FIRM_WORDS).toContain(word);
    for (const division of divisions) {
      for (const word of division.name
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length >= 3)) {
        expect(FIRM_WORDS).toContain(word);
      }
    }
    expect(FIRM_WORDS).toContain(site.address.city.toLowerCase());
  });

  it('a password made only of known words, any number of times, plus digits and symbols', () => {
    const words = [...FIRM_WORDS, 'maya', 'lopez'];
    for (const password of [
      'LegacyEquityGroup!',
      'legacyequitygroup',
      'Cannabis2024!',
      'Maya Lopez Maya Lopez',
      'equity-equity-equity-2025',
      'CleanEnergy#1 CleanEnergy#2',
    ]) {
      expect(onlyKnownWords(password, words), password).toBe(true);
    }
    for (const password of ['Legacy harbor lantern', '12345678', 'equityx', 'quiet otter 42']) {
      expect(onlyKnownWords(password, words), password).toBe(false);
    }
  });

  it('refuses the probe’s passwords with a reason, and still accepts real passphrases', async () => {
    for (const password of [
      'Maya Lopez Maya Lopez',
      'Winter2025!!',
      'Cannabis2024!',
      'LegacyEquityGroup!',
      'legacyequitygroup',
      'Holyoke Massachusetts 01040',
    ]) {
      expect(await passwordWeakness(password, owner), password).toMatch(
        /^This password is too easy to guess\./,
      );
    }
    expect(await passwordWeakness('LegacyEquityGroup!', owner)).toContain(
      'the firm’s name, divisions or services',
    );
    expect(await passwordWeakness('Maya Lopez Maya Lopez', owner)).toContain(
      'It contains your name or email address.',
    );
    expect(await passwordWeakness('Winter2025!!', owner)).toContain('a single word');
    for (const password of [
      'quiet harbor lantern otter 42',
      'correct horse battery 7',
      'sunflower meadow 1987',
      'abcde-fgh23-jk4mn',
    ]) {
      expect(await passwordWeakness(password, owner), password).toBeUndefined();
    }
  });

  // Security probe 4, I10: two season words with a year, or one repeated, passed every route.
  it('refuses seasons, months and days with years, repeated or paired, and says why', async () => {
    for (const password of [
      'Spring2026Fall',
      'Winter2025Summer2025',
      'Winter2025!!Winter',
      'October2026November',
      'Monday Monday 2027!',
    ]) {
      expect(await passwordWeakness(password, owner), password).toMatch(
        /^This password is too easy to guess\. It is made of seasons, months or days/,
      );
    }
    // A passphrase that happens to hold one such word is still fine.
    for (const password of ['spring harbor lantern 42', 'quiet march of otters']) {
      expect(await passwordWeakness(password, owner), password).toBeUndefined();
    }
  });

  it('refuses the comic’s famous example on every route (the shared schema’s common list)', () => {
    const result = newPasswordSchema.safeParse('Tr0ub4dor&3');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.tooCommon);
  });
});
