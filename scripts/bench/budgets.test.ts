import { expect, test } from 'vitest';
import { atLeast, atMost, KB, median, percentile } from './budgets.ts';
import { inspectHtml } from './bytes.ts';
import { budgetLines } from './report.ts';

test('median and nearest-rank percentiles', () => {
  expect(median([91, 100, 100])).toBe(100);
  expect(median([3, 1, 2, 4])).toBe(2.5);
  const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentile(latencies, 50)).toBe(50);
  expect(percentile(latencies, 99)).toBe(99);
  expect(percentile([5], 99)).toBe(5);
});

test('budget marks: at the limit is ok, past it is OVER, nothing measured is n/a', () => {
  expect(atMost(14 * 1024, 14 * 1024)).toBe('ok');
  expect(atMost(14 * 1024 + 1, 14 * 1024)).toBe('OVER');
  expect(atMost(undefined, 1)).toBe('n/a');
  expect(atLeast(100, 100)).toBe('ok');
  expect(atLeast(99, 100)).toBe('OVER');
});

test('HTML inspection counts linked stylesheets and measures the largest inline script', () => {
  const html =
    '<link rel="stylesheet" href="/a.css"><script type="module" src="/x.js"></script>' +
    '<script>var a = 1;</script><script type="application/ld+json">{"@type":"Thing"}</script>';
  const seen = inspectHtml(html);
  expect(seen.blockingStylesheets).toBe(1);
  // JSON-LD is data, not a script that runs.
  expect(seen.largestInlineScriptBytes).toBe('var a = 1;'.length);
  expect(seen.htmlGzipBytes).toBeGreaterThan(0);
  expect(seen.htmlBrotliBytes).toBeGreaterThan(0);
});

test('form pages are held to their own JS budget, content pages to no framework JS', () => {
  const page = (path: string, jsGzipBytes: number, loadsReact: boolean) => ({
    path,
    jsGzipBytes,
    loadsReact,
    jsFiles: [],
    htmlGzipBytes: 1,
    htmlBrotliBytes: 1,
    blockingStylesheets: 0,
    largestInlineScriptBytes: 4380,
  });
  const skipped = { skipped: 'not selected' };
  const lines = budgetLines({
    lighthouse: skipped,
    contact: skipped,
    admin: skipped,
    api: [],
    signIn: [],
    leadsScale: [],
    pages: [
      page('/book', 112_243, true),
      page('/es/book/manage', 95 * KB, true),
      page('/team', 2_000, true),
    ],
  });
  const mark = (budget: string) => lines.find((line) => line.budget === budget)?.mark;
  expect(mark('/book JS <= 115.0 KB gzip')).toBe('ok');
  expect(mark('/es/book/manage JS <= 90.0 KB gzip')).toBe('OVER');
  expect(mark('No framework JS before interaction on /book')).toBeUndefined();
  expect(mark('No framework JS before interaction on /team')).toBe('OVER');
  expect(mark('Inline script <= 2 KB on /team')).toBe('OVER');
});
