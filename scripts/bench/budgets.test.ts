import { expect, test } from 'vitest';
import { atLeast, atMost, median, percentile } from './budgets.ts';
import { inspectHtml } from './bytes.ts';

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
