/**
 * Full-page screenshots of key public pages at 390 and 1280 px for visual review.
 * Usage: BASE_URL=http://localhost:4332 OUT=/tmp/shots npm run screenshots -- [/path ...]
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumPath } from './bench/lighthouse.ts';

const base = process.env.BASE_URL ?? 'http://localhost:4321';
const out = process.env.OUT ?? 'test-results/screenshots';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/cannabis', '/impact', '/team'];
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath() });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')) + `-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
