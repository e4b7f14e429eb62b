import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey, relatedLeadIdsByLead } from './leadIdentity.ts';

describe('lead identity', () => {
  it('normalises emails and phones', () => {
    expect(emailKey('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(phoneKey('+1 (413) 555-0100')).toBe('4135550100');
    expect(phoneKey('413.555.0100')).toBe('4135550100');
    expect(phoneKey('555-01')).toBeNull();
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('')).toBeNull();
  });

  it('relates leads by email or phone, newest first, never a lead to itself', () => {
    const related = relatedLeadIdsByLead([
      {
        id: 'a',
        email: 'ada@example.com',
        phone: '413-555-0100',
        createdAt: '2026-11-01T10:00:00Z',
      },
      { id: 'b', email: 'ADA@example.com', phone: null, createdAt: '2026-11-10T10:00:00Z' },
      {
        id: 'c',
        email: 'other@example.com',
        phone: '+1 (413) 555 0100',
        createdAt: '2026-11-20T10:00:00Z',
      },
      { id: 'd', email: 'nobody@example.com', phone: '12', createdAt: '2026-11-21T10:00:00Z' },
      { id: 'e', email: 'someone@example.com', phone: '12', createdAt: '2026-11-22T10:00:00Z' },
    ]);
    expect(related.get('a')).toEqual(['c', 'b']);
    expect(related.get('b')).toEqual(['a']);
    expect(related.get('c')).toEqual(['a']);
    // Too few digits to identify anyone.
    expect(related.get('d')).toEqual([]);
    expect(related.get('e')).toEqual([]);
  });
});
