// Measures the JavaScript a content page downloads before and after the chat is opened
// (bytes as served with gzip). Usage: node scripts/measure-chat-js.mjs http://localhost:4382/
import { chromium } from 'playwright';

const url = process.argv[2] ?? 'http://localhost:4321/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
const seen = [];
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
const total = (list) => list.reduce((sum, s) => sum + s.transfer, 0);
const show = (label, list) => {
  console.log(
    `${label}: ${list.length} script(s), ${(total(list) / 1024).toFixed(1)} KB transferred`,
  );
  for (const s of list)
    console.log(`  ${s.path}  ${(s.transfer / 1024).toFixed(1)} KB (${s.encoding})`);
};
show('Before opening the chat', before);
show('Loaded on first open', after);
console.log(`Total after opening: ${(total(seen) / 1024).toFixed(1)} KB`);
await browser.close();
