import type { Locale } from './locales.ts';

/**
 * Content dates are written once, in English ("October 29, 2025"), in both languages' entries;
 * Spanish pages show them the Spanish way ("29 de octubre de 2025").
 */
export function formatDate(englishDate: string, locale: Locale): string {
  if (locale === 'en') return englishDate;
  const date = new Date(`${englishDate} 12:00 UTC`);
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable content date "${englishDate}"`);
  return new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
