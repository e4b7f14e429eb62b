/**
 * A visitor's name as it appears in a staff or host mail subject: in quotes and at most 40
 * characters, so a name written to look like an address or a header ("Eve <attacker@evil.example>",
 * "=?utf-8?q?Bcc=3A_a@evil.example?=") reads as the quoted name it is. The quotes are typographic,
 * which makes the mailer encode the whole subject, so an encoded word inside the name stays text.
 * Line and paragraph separators (U+2028/2029, allowed in names) become spaces.
 */
export const SUBJECT_NAME_MAX = 40;

export function subjectName(name: string): string {
  const flat = name.replace(/[\u2028\u2029\s]+/gu, ' ').trim();
  const chars = Array.from(flat);
  const shown =
    chars.length > SUBJECT_NAME_MAX ? `${chars.slice(0, SUBJECT_NAME_MAX - 1).join('')}…` : flat;
  return `“${shown}”`;
}
