import { expect, type Page } from '@playwright/test';

/**
 * Classes that are hooks for scripts, tests or third-party code and are meant to have no rule of
 * their own. Keep this list short: a class here is never checked.
 */
export const UNSTYLED_HOOKS = new Set<string>([
  // react-day-picker names every part; its stylesheet styles the week rows through the grid.
  'rdp-week',
  'rdp-weekdays',
  'rdp-weeks',
]);
/** lucide-react names each icon ('lucide', 'lucide-x'); sizes and colours come from utilities. */
const ICON_NAME = /^lucide(-[a-z0-9-]+)?$/;

/**
 * Every class token used in the page's DOM right now that no rule of the page's stylesheets
 * selects. A class whose rule went missing (a stylesheet that does not scan the file using it) is
 * invisible to axe and to tests that click by role: "Yes, Cancel It" was white on nothing.
 */
export async function unstyledClasses(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const selected = new Set<string>();
    // A class in a selector as the browser serialises it: `.hover\:bg-red-800:hover`,
    // `.\[\&_svg\]\:size-4`, `.\31 0` (escapes undone).
    const unescape = (name: string) =>
      name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, escaped: string) =>
        /^[0-9a-fA-F]{1,6}\s?$/.test(escaped)
          ? String.fromCodePoint(parseInt(escaped.trim(), 16))
          : escaped,
      );
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(
            /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g,
          )) {
            selected.add(unescape(match[1]!));
          }
        }
        // @media, @supports, @layer, @container, nested rules.
        if ('cssRules' in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules);
      } catch {
        // A stylesheet from another origin cannot be read; the site has none.
      }
    }
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      // SVG elements' className is an object; the attribute is the same everywhere.
      for (const token of (element.getAttribute('class') ?? '').split(/\s+/)) {
        if (token) used.add(token);
      }
    }
    return [...used].filter((token) => !selected.has(token));
  });
  return found.filter((token) => !UNSTYLED_HOOKS.has(token) && !ICON_NAME.test(token)).sort();
}

/** Fails naming the page state and every class used there with no rule. */
export async function expectEveryClassStyled(page: Page, state: string): Promise<void> {
  expect(await unstyledClasses(page), `classes without a CSS rule: ${state}`).toEqual([]);
}
