import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { CALENDAR_WORDS, FIRM_WORDS, onlyKnownWords } from './passwordWords.ts';

/**
 * How guessable a new password is, with a maintained estimator (zxcvbn-ts 4, English and common
 * dictionaries), judged against the person's own name and email too. Shared by
 * the API and the admin forms so both refuse the same passwords with the same words. The estimator
 * and its dictionaries load on first use: lazy chunks in the admin SPA, never on the public pages.
 *
 * Score 3 of 0–4 is zxcvbn's "safely unguessable" (about 10^10 guesses): it refuses 8 spaces,
 * "aaaaaaaa", "qwertyqwerty", "Password2023" and the email's local part, and accepts passphrases of
 * three ordinary words and the generated temporary passwords.
 */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordOwner {
  name?: string | null;
  email?: string | null;
}

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return checker;
}

/** Starts the download, so the first check in a form does not wait for it. */
export function preloadPasswordStrength(): void {
  void loadChecker();
}

/**
 * The person's name and email, whole and in the pieces people reuse ("Maya Lopez",
 * "maya.lopez@example.com" → "maya", "lopez", "mayalopez", "maya.lopez"). The email's domain is left out: a
 * password that mentions "example" or "com" is not weaker for it.
 */
export function ownerWords({ name, email }: PasswordOwner): string[] {
  const words = new Set<string>();
  const local = email?.toLowerCase().split('@')[0];
  for (const value of [name?.toLowerCase(), email?.toLowerCase(), local]) {
    if (!value) continue;
    words.add(value);
  }
  for (const value of [name?.toLowerCase(), local]) {
    const pieces = value?.split(/[^\p{L}\p{N}]+/u).filter(Boolean) ?? [];
    for (const piece of pieces) if (piece.length >= 3) words.add(piece);
    if (pieces.length > 1) words.add(pieces.join('')); // "MayaLopez2023"
  }
  return [...words];
}

const HAS_LETTER = /\p{L}/u;

/**
 * One dictionary word (l33t spelling and reversal included) and nothing else that has a letter:
 * "Winter2025!!", "Cannabis2024!". Digits, symbols and capitals added to one word are the first
 * variations a guesser tries, whatever the estimator's count of guesses says.
 */
function oneWordDecorated(sequence: readonly { pattern: string; token: string }[]): boolean {
  const worded = sequence.filter((match) => HAS_LETTER.test(match.token));
  return worded.length === 1 && worded[0]!.pattern === 'dictionary';
}

function refusal(why: string, how: string): string {
  return `This password is too easy to guess. ${why} ${how} A few unrelated words make a strong one.`;
}

/**
 * Undefined for a good password; otherwise a sentence that says why and what to do instead. The
 * firm's words (src/lib/passwordWords.ts) count as guessable like the person's own name.
 */
export async function passwordWeakness(
  password: string,
  owner: PasswordOwner,
): Promise<string | undefined> {
  const personal = ownerWords(owner);
  if (onlyKnownWords(password, personal)) {
    return refusal(
      'It contains your name or email address.',
      'Use words that have nothing to do with you.',
    );
  }
  if (onlyKnownWords(password, [...personal, ...FIRM_WORDS])) {
    return refusal(
      'It is made of your name or the firm’s name, divisions or services.',
      'Use words that have nothing to do with you or the firm.',
    );
  }
  const estimate = await (await loadChecker()).checkAsync(password, [...personal, ...FIRM_WORDS]);
  const oneWord = oneWordDecorated(estimate.sequence);
  if (estimate.score >= MIN_PASSWORD_SCORE && !oneWord) {
    if (!onlyKnownWords(password, CALENDAR_WORDS)) return undefined;
    return refusal(
      'It is made of seasons, months or days with a year or symbols added, which guessers try early.',
      'Use words that have nothing to do with dates.',
    );
  }
  const inputs = estimate.sequence.flatMap((match) =>
    match.pattern === 'dictionary' && match.dictionaryName === 'userInputs'
      ? [match.matchedWord]
      : [],
  );
  const why = inputs.some((word) => personal.includes(word))
    ? 'It contains your name or email address.'
    : inputs.length
      ? 'It contains the firm’s name, divisions or services.'
      : estimate.score >= MIN_PASSWORD_SCORE
        ? 'It is a single word with numbers or symbols added.'
        : (estimate.feedback.warning ?? 'It would be easy to guess.');
  // "Capitalize more letters" is true to the estimator but poor advice to a person.
  const how =
    estimate.feedback.suggestions.find((s) => !/capitaliz|uppercase/i.test(s)) ??
    'Add more words that are less common.';
  return refusal(why, how);
}
