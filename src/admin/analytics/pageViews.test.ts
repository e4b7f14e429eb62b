import { describe, expect, it } from 'vitest';
import { adminPagePath } from './pageViews.ts';

describe('adminPagePath', () => {
  it('keeps route paths and drops the query and hash', () => {
    expect(adminPagePath('/admin/leads')).toBe('/admin/leads');
    expect(adminPagePath('/admin/leads?lead=3f2a1b4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c&q=ada')).toBe(
      '/admin/leads',
    );
    expect(adminPagePath('/admin/team#x')).toBe('/admin/team');
  });

  it('replaces id-like segments, so no lead id or address is ever sent', () => {
    expect(adminPagePath('/admin/leads/3F2A1B4C-1D2E-4F3A-8B9C-0D1E2F3A4B5C')).toBe(
      '/admin/leads/:id',
    );
    expect(adminPagePath('/admin/users/42/edit')).toBe('/admin/users/:id/edit');
    expect(adminPagePath('/admin/reset/ada@example.com')).toBe('/admin/reset/:id');
  });
});
