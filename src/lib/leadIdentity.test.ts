import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './leadIdentity.ts';

describe('lead identity', () => {
  it('normalises emails and phones', () => {
    expect(emailKey('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(phoneKey('+1 (413) 555-0100')).toBe('4135550100');
    expect(phoneKey('413.555.0100')).toBe('4135550100');
    expect(phoneKey('555-01')).toBeNull();
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('')).toBeNull();
  });
});
