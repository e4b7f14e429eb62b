import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  leadFiltersToParams,
  NO_LEAD_FILTERS,
  parseLeadFilters,
} from './leadFilters.ts';

const OWNER = '2f1c3a9e-5b7d-4c2a-9e8f-0a1b2c3d4e5f';

describe('lead filters in the URL', () => {
  it('reads every filter and writes back only the non-default ones, in a stable order', () => {
    const query =
      `q=abc&status=in_progress&service=Clean+Energy&equity=yes&lang=es&owner=${OWNER}` +
      '&overdue=1&from=2026-01-01&to=2026-02-28&sort=oldest';
    const filters = parseLeadFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      q: 'abc',
      status: 'in_progress',
      service: 'Clean Energy',
      equity: 'yes',
      language: 'es',
      owner: OWNER,
      overdue: true,
      from: '2026-01-01',
      to: '2026-02-28',
      sort: 'oldest',
    });
    expect(leadFiltersToParams(filters).toString()).toBe(query);
    expect(leadFiltersToParams(NO_LEAD_FILTERS).toString()).toBe('');
  });

  it('falls back to "all" for values it does not know, so a mistyped link still opens', () => {
    const filters = parseLeadFilters(
      new URLSearchParams(
        'status=won&service=Pets&equity=maybe&lang=fr&owner=1+OR+1%3D1&overdue=yes' +
          '&from=2026-02-30&to=yesterday&sort=name',
      ),
    );
    expect(filters).toEqual(NO_LEAD_FILTERS);
    expect(isFiltered(filters)).toBe(false);
  });

  it('keeps an owner id in one case, and "none" for unassigned', () => {
    expect(parseLeadFilters(new URLSearchParams(`owner=${OWNER.toUpperCase()}`)).owner).toBe(OWNER);
    expect(parseLeadFilters(new URLSearchParams('owner=none')).owner).toBe('none');
  });

  it('turns control characters in a search into spaces and caps its length', () => {
    const filters = parseLeadFilters(new URLSearchParams(`q=${encodeURIComponent('a\nb\u0000c')}`));
    expect(filters.q).toBe('a b c');
    expect(parseLeadFilters(new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(200);
  });

  it('calls a sorted but otherwise unfiltered view unfiltered', () => {
    expect(isFiltered({ ...NO_LEAD_FILTERS, sort: 'oldest' })).toBe(false);
    expect(isFiltered({ ...NO_LEAD_FILTERS, from: '2026-01-01' })).toBe(true);
  });
});
