import { describe, expect, it } from 'vitest';
import { isOverdue, leadFiltersToParams, leadMatcher, parseLeadFilters } from './leadFilters.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-21T12:00:00Z');
const lead = (overrides: Partial<Parameters<ReturnType<typeof leadMatcher>>[0]> = {}) => ({
  name: 'Zoë Tanaka',
  email: 'zoe@tokyo.example',
  company: '東京 Holdings',
  status: 'new',
  serviceType: 'Marketing',
  createdAt: new Date(now - HOUR).toISOString(),
  ...overrides,
});

describe('lead filters', () => {
  it('reads the URL, ignoring unknown statuses and services', () => {
    expect(
      parseLeadFilters(new URLSearchParams('q=abc&status=won&service=Pets&overdue=yes')),
    ).toEqual({ q: 'abc', status: 'all', service: 'all', overdue: false });
    const filters = parseLeadFilters(
      new URLSearchParams('status=in_progress&service=Clean+Energy&overdue=1'),
    );
    expect(filters).toEqual({
      q: '',
      status: 'in_progress',
      service: 'Clean Energy',
      overdue: true,
    });
    expect(leadFiltersToParams(filters).toString()).toBe(
      'status=in_progress&service=Clean+Energy&overdue=1',
    );
  });

  it('searches name, email and company case-insensitively, and nothing else', () => {
    const match = (q: string) =>
      leadMatcher({ q, status: 'all', service: 'all', overdue: false }, now)(lead());
    expect(match('ZOË')).toBe(true);
    expect(match('TOKYO.EX')).toBe(true);
    expect(match('東京')).toBe(true);
    expect(match('  tanaka ')).toBe(true);
    expect(match('marketing')).toBe(false);
  });

  it('matches status and service exactly', () => {
    const m = leadMatcher({ q: '', status: 'new', service: 'Marketing', overdue: false }, now);
    expect(m(lead())).toBe(true);
    expect(m(lead({ status: 'contacted' }))).toBe(false);
    expect(m(lead({ serviceType: 'Multiple Services' }))).toBe(false);
  });

  it('calls a new lead overdue after 48 hours, and only a new one', () => {
    expect(isOverdue(lead({ createdAt: new Date(now - 47 * HOUR).toISOString() }), now)).toBe(
      false,
    );
    expect(isOverdue(lead({ createdAt: new Date(now - 49 * HOUR).toISOString() }), now)).toBe(true);
    expect(
      isOverdue(
        lead({ status: 'contacted', createdAt: new Date(now - 99 * HOUR).toISOString() }),
        now,
      ),
    ).toBe(false);
  });
});
