import { expect, test, type Page } from '@playwright/test';
import { site } from '../src/lib/site.ts';

/**
 * Keyboard focus is never hidden (WCAG 2.4.11): a control reached with Tab or Shift+Tab is not
 * under the sticky header or the phone's bottom bar, and the phone chat sheet keeps Tab inside it.
 */
async function focusedRect(page: Page) {
  return page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });
}

async function barEdges(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header[data-chrome]')!.getBoundingClientRect();
    const bottomBar = document.querySelector('nav[data-chrome]')?.getBoundingClientRect();
    const headerSticks = getComputedStyle(document.querySelector('header[data-chrome]')!).position;
    return {
      headerBottom: headerSticks === 'sticky' ? header.bottom : 0,
      bottomBarTop: bottomBar && bottomBar.height > 0 ? bottomBar.top : window.innerHeight,
    };
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px Tab and Shift+Tab never leave focus under the header or bottom bar on /contact`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/contact');
    const checkFocus = async () => {
      const rect = await focusedRect(page);
      const bars = await barEdges(page);
      expect(rect.top, 'focused control under the header').toBeGreaterThanOrEqual(
        bars.headerBottom,
      );
      expect(rect.bottom, 'focused control under the bottom bar').toBeLessThanOrEqual(
        bars.bottomBarTop,
      );
    };
    await page.getByLabel('Full Name').focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      await checkFocus();
    }
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      await checkFocus();
    }
  });
}

test('on a phone the open chat is modal: Tab stays inside it and Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // (On the home page the button first steps aside from the headline figures under it.)
  await page.goto('/team');
  const launcher = page.getByRole('button', { name: 'Open chat assistant' });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: `${site.name} assistant` });
  await expect(panel).toHaveAttribute('aria-modal', 'true');
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});
