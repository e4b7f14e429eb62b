import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './budgets.ts';
import type { PublicPage } from './pages.ts';

export interface LighthouseResult {
  path: string;
  noindex: boolean;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Undefined on noindex pages: Lighthouse's SEO score there only says "blocked from indexing". */
  seo?: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that kept a category under 100 in the median run, to say why. */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * One Lighthouse run. A run can fail to record its trace when the machine is very busy
 * (NO_NAVSTART and friends); such a run is repeated, up to twice, rather than counted.
 */
async function lighthouseRun(url: string, port: number) {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    lastError = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
  }
  throw new Error(`Lighthouse failed 3 times on ${url}: ${lastError}`);
}

/**
 * Lighthouse's default config: mobile form factor, simulated slow 4G and 4x CPU slowdown. Runs are
 * serial in one Chromium (parallel runs on a small machine would skew each other); Lighthouse
 * resets storage, service workers included, before each run.
 */
export async function runLighthouse(
  origin: string,
  pages: PublicPage[],
  runs: number,
  onProgress: (line: string) => void,
): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-default-apps',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const samples: Record<string, number[]> = {};
      const failing = new Set<string>();
      const add = (key: string, value: number) => (samples[key] ??= []).push(value);
      for (let run = 1; run <= runs; run++) {
        const lhr = await lighthouseRun(`${origin}${page.path}`, chrome.port);
        for (const category of CATEGORIES) {
          const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
          add(category, score);
          if (score === 100 || (category === 'seo' && page.noindex)) continue;
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              failing.add(`${category}:${ref.id}`);
            }
          }
        }
        add('lcp', lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        add('cls', lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
        add('tbt', lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        onProgress(
          `lighthouse ${page.path} run ${run}/${runs}: perf ${samples.performance!.at(-1)}`,
        );
      }
      results.push({
        path: page.path,
        noindex: page.noindex,
        runs,
        performance: median(samples.performance!),
        accessibility: median(samples.accessibility!),
        bestPractices: median(samples['best-practices']!),
        seo: page.noindex ? undefined : median(samples.seo!),
        lcpMs: Math.round(median(samples.lcp!)),
        cls: Number(median(samples.cls!).toFixed(3)),
        tbtMs: Math.round(median(samples.tbt!)),
        failing: [...failing].sort(),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
