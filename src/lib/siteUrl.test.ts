import { describe, expect, it } from 'vitest';
import { resolveSiteUrl } from './siteUrl.ts';

describe('the site URL shared by the build, npm start and the functions', () => {
  it("prefers SITE_URL, then Netlify's URL, then this machine", () => {
    const netlify = 'https://firm.netlify.app';
    expect(resolveSiteUrl({ SITE_URL: 'https://www.example.org/', URL: netlify })).toBe(
      'https://www.example.org',
    );
    expect(resolveSiteUrl({ SITE_URL: ' ', URL: netlify })).toBe(netlify);
    expect(resolveSiteUrl({})).toBe('http://localhost:4321');
    expect(resolveSiteUrl({}, 5000)).toBe('http://localhost:5000');
  });

  it('names the variable it read when the value is not an absolute http(s) URL', () => {
    expect(() => resolveSiteUrl({ SITE_URL: 'localhost' })).toThrow(
      'SITE_URL must be an absolute http(s) URL (got "localhost")',
    );
    expect(() => resolveSiteUrl({ URL: 'ftp://firm' })).toThrow(/^URL must be an absolute/);
  });
});
