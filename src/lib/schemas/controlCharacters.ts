/**
 * Control characters in submitted text. A NUL (U+0000) made Postgres refuse the
 * insert, which answered 500; the others have no business in names, emails or notes either. Text
 * that is multi-line by nature (messages, notes, reasons, chat turns) may hold newlines and tabs.
 * The API applies this to every validated JSON body (src/server/validate.ts), so no field is missed.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'message',
  'notes',
  'reason',
  'rejectionReason',
  'content',
]);

// C0 controls, DEL and C1 controls; the multi-line variant lets tab, LF and CR through.
/* eslint-disable no-control-regex -- matching control characters is the point */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

export const controlCharacterMessage = (field: string) =>
  `${field} contains a control character; remove it and try again`;

/** The dotted path of the first string holding a forbidden control character, if any. */
export function fieldWithControlCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') {
    const field = path.findLast((part) => !/^\d+$/.test(part)) ?? '';
    const pattern = MULTI_LINE_FIELDS.has(field) ? CONTROL_EXCEPT_LINES : ANY_CONTROL;
    return pattern.test(value) ? path.join('.') || 'body' : undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = fieldWithControlCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
