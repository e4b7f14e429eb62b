import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from './lighthouse.ts';
import type { PublicPage } from './pages.ts';

export interface PageBytes {
  path: string;
  htmlGzipBytes: number;
  /** The same, brotli-compressed as served (scripts/precompress.ts). */
  htmlBrotliBytes: number;
  /** Stylesheets linked (render-blocking) rather than inlined in the HTML. */
  blockingStylesheets: number;
  /** Largest inline script, raw bytes. */
  largestInlineScriptBytes: number;
  /** JS files the page loaded with nobody touching it, gzip-compressed. */
  jsGzipBytes: number;
  jsFiles: string[];
  /** A React (or React DOM) build was among them. */
  loadsReact: boolean;
}

export interface AppBytes {
  path: string;
  jsGzipBytes: number;
  jsFiles: string[];
  loadsReact: boolean;
  /** Everything loaded once the network went quiet (prefetches included), for comparison. */
  idleJsGzipBytes?: number;
}

const REACT_MARKER = /react\.dev\/errors|Symbol\.for\("react\.(transitional\.)?element"\)/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLESHEET_LINK = /<link[^>]+rel=["']?stylesheet/gi;

export function gzipSize(body: string | Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/** Brotli at the quality scripts/precompress.ts writes the .br files Netlify and npm start serve. */
export function brotliSize(body: string | Buffer): number {
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function inspectHtml(html: string) {
  const inline: number[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    // Data blocks (JSON-LD) never run, so they are not bootstrap code.
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    inline.push(Buffer.byteLength(body));
  }
  return {
    htmlGzipBytes: gzipSize(html),
    /** What a browser actually receives: every browser we support accepts br. */
    htmlBrotliBytes: brotliSize(html),
    blockingStylesheets: html.match(STYLESHEET_LINK)?.length ?? 0,
    largestInlineScriptBytes: Math.max(0, ...inline),
  };
}

/**
 * Loads the page in Chromium (service workers blocked, so only the page's own requests count) and
 * sums the gzipped size of every script it fetched until the network went quiet. `settle` runs
 * after load without user input, e.g. scrolling so that visible-on-scroll islands hydrate.
 */
async function scriptsLoaded(
  browser: Browser,
  url: string,
  options: {
    settle?: (page: Page) => Promise<void>;
    readyWhen?: (page: Page) => Promise<void>;
  } = {},
): Promise<AppBytes> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.ok()) return;
    // A response still arriving when the context closes has no body; it is not counted.
    bodies.set(
      new URL(response.url()).pathname,
      response.body().catch(() => undefined),
    );
  });
  async function total(files: string[]) {
    let jsGzipBytes = 0;
    let loadsReact = false;
    for (const file of files) {
      const bytes = await bodies.get(file);
      if (!bytes) continue;
      jsGzipBytes += gzipSize(bytes);
      loadsReact ||= REACT_MARKER.test(bytes.toString('utf8'));
    }
    return { jsGzipBytes, loadsReact };
  }
  let result: AppBytes;
  if (options.readyWhen) {
    // The budget counts what was fetched by the time the app first rendered, not later prefetches.
    await page.goto(url, { waitUntil: 'commit' });
    await options.readyWhen(page);
    const ready = [...bodies.keys()];
    await page.waitForLoadState('networkidle');
    const idle = await total([...bodies.keys()]);
    result = {
      path: new URL(url).pathname,
      ...(await total(ready)),
      jsFiles: ready,
      idleJsGzipBytes: idle.jsGzipBytes,
    };
  } else {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (options.settle) await options.settle(page);
    const files = [...bodies.keys()];
    result = { path: new URL(url).pathname, ...(await total(files)), jsFiles: files };
  }
  await context.close();
  return result;
}

export async function measurePages(origin: string, pages: PublicPage[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-gpu'],
  });
  try {
    const results: PageBytes[] = [];
    for (const page of pages) {
      const html = inspectHtml(await readFile(page.file, 'utf8'));
      const js = await scriptsLoaded(browser, `${origin}${page.path}`);
      results.push({ ...html, ...js, path: page.path });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** /contact's form is an island: everything it loads, scrolled through, without typing. */
export async function measureContact(origin: string): Promise<AppBytes> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-gpu'],
  });
  try {
    return await scriptsLoaded(browser, `${origin}/contact`, {
      settle: async (page) => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
      },
    });
  } finally {
    await browser.close();
  }
}

/**
 * The admin SPA up to its first route (the sign-in screen for a visitor without a session): the
 * scripts fetched by the time its heading shows. Later prefetches are reported apart.
 */
export async function measureAdmin(origin: string): Promise<AppBytes> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-gpu'],
  });
  try {
    return await scriptsLoaded(browser, `${origin}/admin/login`, {
      readyWhen: (page) =>
        page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 }),
    });
  } finally {
    await browser.close();
  }
}
