/**
 * The JavaScript a content page downloads before and after the chat is opened (bytes as sent,
 * gzip), against a running server: `npm run measure:chat -- http://localhost:4321/`.
 * The bench (scripts/bench/) counts a page's JS before any interaction; this adds the chat's share.
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from './bench/lighthouse.ts';

interface Script {
  path: string;
  transfer: number;
  encoding: string;
}

const url = process.argv[2] ?? 'http://localhost:4321/';
const browser = await chromium.launch({ executablePath: chromiumPath() });
const page = await browser.newPage();
const seen: Script[] = [];
page.on('requestfinished', async (request) => {
  if (request.resourceType() !== 'script') return;
  const sizes = await request.sizes();
  const encoding = (await request.response())?.headers()['content-encoding'] ?? 'none';
  seen.push({ path: new URL(request.url()).pathname, transfer: sizes.responseBodySize, encoding });
});
await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
await page.goto(url, { waitUntil: 'networkidle' });
const before = [...seen];
await page.getByRole('button', { name: 'Open chat assistant' }).click();
await page.getByRole('dialog').waitFor();
await page.waitForLoadState('networkidle');
const after = seen.slice(before.length);

const kilobytes = (list: Script[]) =>
  (list.reduce((sum, script) => sum + script.transfer, 0) / 1024).toFixed(1);
function show(label: string, list: Script[]) {
  console.log(`${label}: ${list.length} script(s), ${kilobytes(list)} KB transferred`);
  for (const script of list) {
    console.log(`  ${script.path}  ${(script.transfer / 1024).toFixed(1)} KB (${script.encoding})`);
  }
}
show('Before opening the chat', before);
show('Loaded on first open', after);
console.log(`Total after opening: ${kilobytes(seen)} KB`);
await browser.close();
