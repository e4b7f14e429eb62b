import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contrastRatio, type Rgb } from '../src/lib/contrast.ts';

/**
 * Focus rings that must read where a keyboard user meets them (WCAG 1.4.11), measured on pixels:
 * the chat button when it floats over the dark footer, the skip link over the dark hero, and the
 * phone's bottom bar, whose first and last items sit against the screen edges.
 */

/** Pixel colours on a line leaving `element`'s edge outwards, at the given distances in px. */
async function pixelsOutside(
  page: Page,
  element: Locator,
  side: 'right' | 'bottom',
  distances: number[],
): Promise<Rgb[]> {
  const box = (await element.boundingBox())!;
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return distances.map((d) => {
    const x = Math.round(side === 'right' ? box.x + box.width + d : box.x + box.width / 2);
    const y = Math.round(side === 'bottom' ? box.y + box.height + d : box.y + box.height / 2);
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  });
}

/**
 * The ring (3 px, 2 px off the element) is told apart from what is around it: either it has 3:1
 * against the background itself, or a band around it does (a two-tone ring) and it has 3:1
 * against that band.
 */
function expectRingReadable([ring, band, background]: Rgb[], what: string) {
  const alone = contrastRatio(ring!, background!);
  const banded = Math.min(contrastRatio(band!, background!), contrastRatio(ring!, band!));
  expect(
    Math.max(alone, banded),
    `${what}: ring ${ring} band ${band} on ${background} (alone ${alone.toFixed(2)}:1)`,
  ).toBeGreaterThanOrEqual(3);
}

for (const width of [390, 1280]) {
  test(`at ${width} px the chat button's ring reads over the dark footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    // It is the last Tab stop: by then the page has scrolled to its end, over the footer.
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    const launcher = page.getByRole('button', { name: 'Open chat assistant' });
    await launcher.focus();
    expect(await launcher.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
    // Let the scroll settle and any colour transition finish.
    await page.waitForTimeout(400);
    const [ring, band, background] = await pixelsOutside(page, launcher, 'right', [3.5, 6.5, 12]);
    expect(contrastRatio(background!, '#ffffff'), 'behind it is the dark footer').toBeGreaterThan(
      7,
    );
    expectRingReadable([ring!, band!, background!], 'chat button');
  });
}

test('at 390 px the skip link ring reads over the dark hero', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to/i });
  await expect(skip).toBeFocused();
  await page.waitForTimeout(300);
  const [ring, band, background] = await pixelsOutside(page, skip, 'bottom', [3.5, 6.5, 14]);
  expectRingReadable([ring!, band!, background!], 'skip link');
});

test('at 390 px the bottom bar draws its ring inside each item, clear of the screen edges', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  for (const link of [bar.getByRole('link').first(), bar.getByRole('link').last()]) {
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const ring = await link.evaluate((a) => {
      const style = getComputedStyle(a);
      const rect = a.getBoundingClientRect();
      const offset = parseFloat(style.outlineOffset);
      const width = parseFloat(style.outlineWidth);
      // The outline's outer edge, from the box edge: offset + width (negative = inside).
      const outside = offset + width;
      return {
        style: style.outlineStyle,
        left: rect.left - Math.max(0, outside),
        right: rect.right + Math.max(0, outside),
        bottom: rect.bottom + Math.max(0, outside),
        top: rect.top - Math.max(0, outside),
        barTop: a.closest('nav')!.getBoundingClientRect().top,
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.left).toBeGreaterThanOrEqual(0);
    expect(ring.right).toBeLessThanOrEqual(ring.viewport.width);
    expect(ring.bottom).toBeLessThanOrEqual(ring.viewport.height);
    // Not over the page content above the bar either.
    expect(ring.top).toBeGreaterThanOrEqual(ring.barTop);
  }
});
