/** The staff area warns this long before the session ends: time to finish a sentence and choose (WCAG 2.2.1 asks at least 20 s). */
export const SESSION_WARNING_MS = 2 * 60 * 1000;
