import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { BUDGET_HINT, BUDGETS } from '../scripts/bench/budgets.ts';

/**
 * The admin budget (scripts/bench/budgets.ts): ≤ 150 KB gzipped JS before the admin SPA's first
 * route renders. Counted from the build the server serves: the island's renderer and component, every module they import statically,
 * and the first route's page chunk with its static imports (dynamic imports load later).
 */
const BUDGET_BYTES = BUDGETS.adminJsGzipBytes;
const dist = 'dist';

function staticImports(file: string): string[] {
  const code = readFileSync(join(dist, '_astro', file), 'utf8');
  const found = new Set<string>();
  // import{a as b}from"./x.js" | import"./x.js" | export{...}from"./x.js" — not import("./x.js").
  for (const match of code.matchAll(
    /(?:import|export)\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    found.add(match[1]!);
  }
  return [...found];
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

test('the admin SPA ships at most 150 KB gzipped JS before the login page renders', async ({
  page,
}) => {
  // Load once so the server has built dist/ and we know which page chunk the login route uses.
  const loaded: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js')) {
      loaded.push(url.pathname.replace('/_astro/', ''));
    }
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const html = readFileSync(join(dist, 'admin.html'), 'utf8');
  const islandFiles = [...html.matchAll(/(?:component|renderer)-url="\/_astro\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(islandFiles).toHaveLength(2);
  const loginChunk = loaded.find((file) => file.startsWith('LoginPage.'));
  expect(loginChunk, 'the login page is its own lazily loaded chunk').toBeTruthy();

  const files = closure([...islandFiles, loginChunk!]);
  const sizes = [...files].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(dist, '_astro', file))).length,
  }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `admin first-screen JS: ${(total / 1024).toFixed(1)} KB gzipped in ${files.size} files\n` +
      sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`)
        .join('\n'),
  );
  expect(total, BUDGET_HINT).toBeLessThanOrEqual(BUDGET_BYTES);
  // zod and the signed-in frame are not part of the first screen.
  expect([...files].some((f) => f.startsWith('AdminLayout.'))).toBe(false);
});
