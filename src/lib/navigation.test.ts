import { describe, expect, it } from 'vitest';
import { isCurrentPage, isServicesSection, normalizePath } from './navigation.ts';

describe('navigation state', () => {
  it('treats /team, /team/ and /team.html as the same page', () => {
    expect(normalizePath('/team/')).toBe('/team');
    expect(normalizePath('/team.html')).toBe('/team');
    expect(normalizePath('/index.html')).toBe('/');
    expect(isCurrentPage('/team/', '/team')).toBe(true);
  });

  it('does not mark Home as current on inner pages', () => {
    expect(isCurrentPage('/impact', '/')).toBe(false);
    expect(isCurrentPage('/', '/')).toBe(true);
  });

  it('recognises the division pages as the Services section', () => {
    expect(isServicesSection('/clean-energy')).toBe(true);
    expect(isServicesSection('/impact')).toBe(false);
  });
});
