import { expect, type Page } from '@playwright/test';

/** What has the keyboard focus, as a person would see it. */
export interface FocusedElement {
  /** Tag, role and accessible-ish name, e.g. `ul "Team members"` or `button "Save draft"`. */
  description: string;
  tag: string;
  role: string | null;
  name: string;
  /** Why a person could not see where they are, or null when they can. */
  problem: string | null;
}

/**
 * Reads `document.activeElement` and judges whether a person can see it: not <body> (focus lost),
 * still in the document, rendered (size, display, visibility, not inert or aria-hidden), and at
 * least half of it inside the viewport and not under the sticky header. A control that keeps focus
 * while scrolled off screen is as lost as <body> to someone looking for it.
 */
export async function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const element = active === document.body ? null : active;
    const tag = element?.tagName.toLowerCase() ?? 'body';
    const role = element?.getAttribute('role') ?? null;
    const labelledBy = element
      ?.getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const name = (element?.getAttribute('aria-label') || labelledBy || element?.textContent || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
    const description = `${tag}${role ? `[role=${role}]` : ''} "${name}"`;
    const problem = ((): string | null => {
      if (!element || element === document.documentElement)
        return 'focus is on <body>: it was lost';
      if (!element.isConnected) return 'the focused element has left the document';
      if (element.closest('[inert], [aria-hidden="true"]')) return 'it is inert or aria-hidden';
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.display === 'none') return 'it is not rendered';
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return 'it has no size';
      // The sticky admin header (or the public one) covers the top of the viewport, except for
      // what is in the header itself (the user menu button) or in a dialog, which lies above it.
      const header = document.querySelector('header');
      const headerStyle = header ? getComputedStyle(header) : null;
      const inDialog = element.closest('[role="dialog"], [role="alertdialog"]') !== null;
      const top =
        header &&
        headerStyle &&
        !inDialog &&
        !header.contains(element) &&
        /sticky|fixed/.test(headerStyle.position)
          ? Math.max(0, header.getBoundingClientRect().bottom)
          : 0;
      const visibleHeight = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, top, 0);
      const visibleWidth = Math.min(rect.right, window.innerWidth) - Math.max(rect.left, 0);
      if (visibleHeight <= 0 || visibleWidth <= 0) return 'it is off screen';
      // A tall element (a list) counts when a good part of the screen shows it.
      const shown = Math.min(rect.height, window.innerHeight - top);
      if (visibleHeight < shown / 2) return 'less than half of it is on screen';
      return null;
    })();
    return { description, tag, role, name, problem };
  });
}

/**
 * After an action: focus is on something a person can see (never <body>, never hidden or off
 * screen), optionally one that `expected` describes. Waits for it, since focus moves once the
 * refreshed list has rendered. Returns the focused element for further checks.
 */
export async function expectFocusVisible(
  page: Page,
  expected?: { name?: string | RegExp; tag?: string },
): Promise<FocusedElement> {
  let last: FocusedElement | undefined;
  await expect
    .poll(
      async () => {
        last = await focusedElement(page);
        if (last.problem) return `${last.description}: ${last.problem}`;
        if (expected?.tag && last.tag !== expected.tag)
          return `${last.description}: not a ${expected.tag}`;
        if (expected?.name !== undefined) {
          const ok =
            typeof expected.name === 'string'
              ? last.name === expected.name
              : expected.name.test(last.name);
          if (!ok) return `${last.description}: not named ${String(expected.name)}`;
        }
        return 'ok';
      },
      { message: 'focus after the action is on a visible, meaningful element' },
    )
    .toBe('ok');
  // Stays there: a refresh that re-renders the list must not drop it again a moment later.
  await page.waitForTimeout(300);
  const settled = await focusedElement(page);
  expect(settled.problem, `${settled.description} a moment later`).toBeNull();
  return settled;
}
