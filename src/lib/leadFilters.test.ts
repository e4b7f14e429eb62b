import { describe, expect, it } from 'vitest';
import { leadFiltersToParams, leadMatcher, parseLeadFilters } from './leadFilters.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-21T12:00:00Z');
const lead = (overrides: Partial<Parameters<ReturnType<typeof leadMatcher>>[0]> = {}) => ({
  name: 'Zoë Tanaka',
  email: 'zoe@tokyo.example',
  company: '東京 Holdings',
  status: 'new',
  serviceType: 'Marketing',
  isSocialEquityApplicant: false,
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

  it('filters overdue leads with the office-hours rule of overdue.ts', () => {
    // now is Saturday 21 Nov 2026 07:00 EST: a lead from Wednesday 07:00 was due Thursday 17:00;
    // one from Friday 10:00 is due Tuesday 10:00 (the weekend does not count).
    const m = leadMatcher({ q: '', status: 'all', service: 'all', overdue: true }, now);
    expect(m(lead({ createdAt: '2026-11-18T12:00:00Z' }))).toBe(true);
    expect(m(lead({ createdAt: '2026-11-20T15:00:00Z' }))).toBe(false);
    expect(m(lead({ createdAt: '2026-11-18T12:00:00Z', status: 'contacted' }))).toBe(false);
  });
});
