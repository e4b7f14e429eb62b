import { describe, expect, it } from 'vitest';
import { divisionIds } from '../../../lib/site.ts';
import { bookingText } from './bookingText.ts';

describe('booking page text', () => {
  // The page offers the divisions it has labels for, in their order (it does not load site.ts).
  it.each(['en', 'es'] as const)('labels every division in order (%s)', (locale) => {
    expect(Object.keys(bookingText[locale].divisionLabels)).toEqual([...divisionIds]);
  });
});
