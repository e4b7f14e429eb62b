import { chrome } from '../../../i18n/es/chrome';
import { unlocalizedPath, type Locale } from '../../../i18n/locales';
import { footerColumns } from '../../../lib/navigation';

// The site's pages by the names the navigation gives them ('/impact' → 'Social Equity Impact').
const englishNames = new Map<string, string>([
  ['/', 'Home'],
  ...footerColumns.flatMap((column) =>
    column.links.map((link) => [link.href, link.label] as const),
  ),
]);
const spanishNames: Readonly<Record<string, string>> = chrome;

/**
 * The name of the site page a reply links to, in the page's language: links read "Contact", not
 * "slash contact" (WCAG 2.4.4). Undefined for a path that names no page of the site.
 */
export function sitePageName(href: string, locale: Locale): string | undefined {
  const english = englishNames.get(unlocalizedPath(href.split('?')[0] ?? href));
  if (english === undefined) return undefined;
  return locale === 'es' ? (spanishNames[english] ?? english) : english;
}
