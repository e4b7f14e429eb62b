/**
 * Control characters, and in one-line fields invisible ones, in submitted text. A NUL (U+0000)
 * made Postgres refuse the insert, which answered 500; the others have no business in names,
 * emails or notes either. Text that is multi-line by nature (messages, notes, reasons, chat turns, page bodies)
 * may hold newlines and tabs. The API applies this to every validated JSON body
 * (src/server/validate.ts), so no field is missed.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'message',
  'notes',
  'reason',
  'rejectionReason',
  'content',
  // A page's markdown in the content editor.
  'body',
]);

// C0 controls, DEL and C1 controls; the multi-line variant lets tab, LF and CR through.
/* eslint-disable no-control-regex -- matching control characters is the point */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/**
 * Characters that change how text around them reads without being seen: bidi embeddings,
 * overrides and isolates (a name that displays "Ana" while holding "anA", or flips the rest of a
 * line in a staff list or an email), direction marks, and zero-width spaces and joiners (two
 * names that look the same but differ). No one-line field (a name, an email, a company) needs them.
 */
const INVISIBLE_OR_DIRECTION = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** Never displayed, and an emoji password may hold joiners: only control characters are refused. */
const PASSWORD_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'currentPassword',
  'newPassword',
]);

export const controlCharacterMessage = (field: string) =>
  `${field} contains a control character; remove it and try again`;

export const invisibleCharacterMessage = (field: string) =>
  `${field} contains an invisible or text-direction character (such as a zero-width space or a right-to-left override); remove it and try again`;

export interface ForbiddenCharacter {
  /** Dotted path of the field, e.g. `name` or `messages.0.content`. */
  field: string;
  message: string;
  /** The stable code the API sends beside the message (src/lib/apiErrorCodes.ts). */
  code: 'control_characters' | 'invisible_characters';
}

/** The first string (by dotted path) holding a character its field may not hold, if any. */
export function forbiddenCharacter(
  value: unknown,
  path: string[] = [],
): ForbiddenCharacter | undefined {
  if (typeof value === 'string') {
    const name = path.findLast((part) => !/^\d+$/.test(part)) ?? '';
    const field = path.join('.') || 'body';
    const multiLine = MULTI_LINE_FIELDS.has(name);
    if ((multiLine ? CONTROL_EXCEPT_LINES : ANY_CONTROL).test(value)) {
      return { field, message: controlCharacterMessage(field), code: 'control_characters' };
    }
    if (!multiLine && !PASSWORD_FIELDS.has(name) && INVISIBLE_OR_DIRECTION.test(value)) {
      return { field, message: invisibleCharacterMessage(field), code: 'invisible_characters' };
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = forbiddenCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
