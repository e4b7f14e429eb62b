import { translator } from '../../i18n/translate.ts';
import type { Locale } from '../../i18n/locales.ts';
import { footerColumns, primaryLinks, servicesMenu } from '../../lib/navigation.ts';

/**
 * Replies name site pages by path ("More on this page: /impact"), which a screen reader reads as
 * "slash impact" (WCAG 2.4.4). Before a reply leaves the server, each path of a page the site's
 * navigation names becomes `[name](path)`, with the name the footer gives it in the reply's
 * language; the chat panel shows the name as the link text. Paths nothing names stay as written.
 */
const SITE_PATH = /(^|[\s(])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)(\?service=[a-z-]+)?(?=$|[\s).,!?;:])/gi;

function namesByPath(locale: Locale): Map<string, string> {
  const t = translator(locale);
  const names = new Map<string, string>();
  const links = [
    ...footerColumns.flatMap((column) => column.links),
    ...primaryLinks,
    ...servicesMenu,
  ];
  for (const link of links) {
    if (link.href.startsWith('/admin') || names.has(link.href)) continue;
    names.set(link.href, t(link.label));
  }
  return names;
}

const names: Record<Locale, Map<string, string>> = { en: namesByPath('en'), es: namesByPath('es') };

export function labelSitePaths(reply: string, locale: Locale): string {
  return reply.replace(SITE_PATH, (whole, before: string, path: string, query = '', at: number) => {
    // Already a `[name](path)` link (a reply quoting an earlier one): leave it.
    if (before === '(' && reply[at - 1] === ']') return whole;
    const name = names[locale].get(path.replace(/^\/es(?=\/)/, ''));
    return name ? `${before}[${name}](${path}${query})` : whole;
  });
}
