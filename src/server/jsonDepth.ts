/**
 * How deeply a JSON text nests, read without parsing it into objects. Every validated body is
 * checked against a bound before zod or any recursive walk sees it: a content save with a
 * 5,000-deep array in a field overflowed the stack in the YAML writer (500) after a second of CPU.
 * No body the API takes nests past a handful of levels.
 */
export const MAX_JSON_DEPTH = 32;

export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
