import type { z } from 'zod';

/**
 * The content schemas' errors as an editor reads them, for the form (zodResolver) and the API's
 * save check alike: "Write at least 20 characters (this has 12)." rather than zod's "Too small:
 * expected string to have >=20 characters". A message the schema states itself (e.g. "write the
 * number as (413) 555-0142") is kept: zod prefers it to this map.
 */
const length = (input: unknown) =>
  typeof input === 'string' || Array.isArray(input) ? input.length : undefined;

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

export const editorIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (isEmpty(issue.input)) return 'Fill this in.';
        return `Write at least ${minimum} characters (this has ${length(issue.input)}).`;
      }
      if (issue.origin === 'array') {
        return minimum === 1 ? 'Add at least one.' : `Add at least ${minimum}.`;
      }
      return `Enter ${minimum} or more.`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        return `Keep this to ${maximum} characters or fewer (this has ${length(issue.input)}).`;
      }
      if (issue.origin === 'array') return `Keep at most ${maximum}.`;
      return `Enter ${maximum} or less.`;
    }
    case 'invalid_type':
      if (isEmpty(issue.input)) return 'Fill this in.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number.';
      return 'This value is not in a form the page can use.';
    case 'invalid_value':
      return 'Choose one of the listed options.';
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter an email address, e.g. name@example.com.';
      if (issue.format === 'url') return 'Enter a web address starting with https://.';
      return undefined;
    default:
      return undefined;
  }
};
