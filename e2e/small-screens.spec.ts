import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Phones and zoomed screens: nothing fixed covers the figures or takes the screen, and an email
 * address wraps between its parts, not inside a word.
 */
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The characters after which the browser broke the link's text onto a new line. */
async function lineBreaksIn(link: Locator): Promise<string[]> {
  return link.evaluate((element) => {
    const text = element.textContent ?? '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push({ char: node.textContent![i]!, top: range.getBoundingClientRect().top });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < tops.length; i++) {
      if (tops[i]!.top > tops[i - 1]!.top + 1) breaks.push(`${tops[i - 1]!.char}|${tops[i]!.char}`);
    }
    return text ? breaks : [];
  });
}

for (const path of ['/contact', '/es/contact', '/verification-documents']) {
  test(`at 320 and 390 px the email on ${path} wraps only after "@" or before a dot`, async ({
    page,
  }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const links = page.locator('main a[href^="mailto:"], footer a[href^="mailto:"]');
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        for (const where of await lineBreaksIn(link)) {
          const [before, after] = where.split('|');
          expect(before === '@' || after === '.', `${path} at ${width} px: ${where}`).toBe(true);
        }
      }
    }
  });
}

async function chatButtonOverlaps(page: Page, target: Locator): Promise<boolean> {
  const launcher = page.getByRole('button', { name: /chat/ });
  if (!(await launcher.isVisible())) return false;
  return overlap((await launcher.boundingBox())!, (await target.boundingBox())!);
}

test('at 390 px the chat button never covers a hero figure on the Spanish home page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es');
  // The hero's figures, the first on the page (as on /impact).
  const cards = page.locator('main dl').first().getByRole('definition');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < Math.min(height, 1600); y += 200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.waitForTimeout(50);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i).locator('xpath=..');
      expect(await chatButtonOverlaps(page, card), `figure ${i} at scroll ${y}`).toBe(false);
    }
  }
  // Past the figures the button is back.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Abrir el asistente de chat' })).toBeVisible();
});

test('at 200 % zoom (640 × 400) the fixed bar and chat button take at most a fifth of the height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 600));
  const covered = await page.evaluate(() => {
    // Rows of the viewport that something fixed or sticky sits on.
    const rows = new Set<number>();
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      if (!['fixed', 'sticky'].includes(style.position) || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(innerHeight, box.bottom); y++)
        rows.add(y);
    }
    return rows.size / innerHeight;
  });
  expect(covered).toBeLessThanOrEqual(0.2);
  // The chat button sits on the bar without hiding any of its links.
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  const launcher = page.getByRole('button', { name: 'Open chat assistant' });
  await expect(launcher).toBeVisible();
  for (const link of await bar.getByRole('link').all()) {
    expect(overlap((await launcher.boundingBox())!, (await link.boundingBox())!)).toBe(false);
  }
});
