import { describe, expect, it } from 'vitest';
import {
  englishPathOf,
  localeOfPath,
  localizedPath,
  toLocale,
  unlocalizedPath,
} from './locales.ts';
import { joinNames, translator } from './translate.ts';

describe('language paths', () => {
  it.each([
    ['/', 'es', '/es'],
    ['/team', 'es', '/es/team'],
    ['/es/team', 'en', '/team'],
    ['/es', 'en', '/'],
    ['/es/team', 'es', '/es/team'],
    ['/estate-planning', 'es', '/es/estate-planning'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it('strips only a whole /es segment', () => {
    expect(unlocalizedPath('/es/contact')).toBe('/contact');
    expect(unlocalizedPath('/es/')).toBe('/');
    expect(unlocalizedPath('/estate')).toBe('/estate');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/estate')).toBe('en');
  });

  it('reads the page path from build-time and dev URLs alike', () => {
    expect(englishPathOf('/es.html')).toBe('/');
    expect(englishPathOf('/es/team.html')).toBe('/team');
    expect(englishPathOf('/index.html')).toBe('/');
    expect(englishPathOf('/team')).toBe('/team');
    expect(englishPathOf('/es/')).toBe('/');
    expect(englishPathOf('/')).toBe('/');
  });

  it('treats unknown or missing locales as English', () => {
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale('es')).toBe('es');
  });
});

describe('translator', () => {
  it('returns English as written and fills placeholders in both languages', () => {
    expect(translator('en')('Last updated {date}', { date: 'May 1' })).toBe('Last updated May 1');
    expect(translator('es')('Last updated {date}', { date: '1 de mayo' })).toBe(
      'Última actualización: 1 de mayo',
    );
  });

  it('drops a |context suffix in English and gives the context its own Spanish entry', () => {
    expect(translator('en')('Book Free Consultation|header')).toBe('Book Free Consultation');
    expect(translator('es')('Book Free Consultation|header')).toBe('Consulta gratuita');
    expect(translator('es')('Book Free Consultation')).toBe('Reserve su consulta gratuita');
  });

  it('stops the build on a Spanish page when a text has no Spanish entry', () => {
    expect(() => translator('es')('A sentence nobody translated')).toThrow(
      /Missing es translation for "A sentence nobody translated"/,
    );
  });

  it('joins names the way each language does', () => {
    expect(joinNames(['A', 'B', 'C'], translator('en'))).toBe('A, B and C');
    expect(joinNames(['A', 'B', 'C'], translator('es'))).toBe('A, B y C');
  });
});
