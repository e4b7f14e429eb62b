import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { headersFor, redirectTarget, type NetlifyRules } from './netlifyRules.ts';

/**
 * Serves the built site the way Netlify does, with Hono's own pieces: serveStatic (brotli/gzip
 * files written by scripts/postbuild.ts, else `compress`), `etag`, clean URLs (/team → team.html),
 * rewrites from netlify.toml, the configured headers, and the 404 page with status 404.
 */

// Files Netlify reads as configuration and never serves.
const HIDDEN = new Set(['/_headers', '/_redirects']);
const DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

/**
 * The path as the file system would see it: decoded once, repeated slashes collapsed, dot segments
 * resolved. Deciding on the raw path let `//_headers` and `/%2f_headers` through.
 * Undefined when the path cannot name a file at all.
 */
export function normalisedPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded)) return undefined;
  return path.posix.normalize(`/${decoded}`.replace(/\/{2,}/g, '/'));
}

export function isHidden(rawPath: string): boolean {
  const normal = normalisedPath(rawPath);
  return normal === undefined || HIDDEN.has(normal.toLowerCase().replace(/\/$/, ''));
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

export function createStaticSite(distDir: string, rules: NetlifyRules) {
  const root = path.resolve(distDir);
  const options = { root, precompressed: true } as const;

  // Clean URLs: /team is dist/team.html when there is no file called "team" and no folder with an
  // index (/es is es.html beside the es/ folder of Spanish pages). Only for plain paths:
  // serveStatic itself refuses encoded and doubled-slash ones.
  const files = serveStatic(options);
  const cleanUrls: MiddlewareHandler = async (c, next) => {
    const plain = c.req.path === normalisedPath(c.req.path) && !c.req.path.includes('%');
    const candidate = path.join(root, c.req.path);
    const taken = (await isFile(candidate)) || (await isFile(path.join(candidate, 'index.html')));
    if (plain && !c.req.path.endsWith('/') && !taken) {
      if (await isFile(`${candidate}.html`)) {
        return serveStatic({ ...options, path: `${c.req.path}.html` })(c, next);
      }
    }
    return files(c, next);
  };

  // A trailing slash (/contact/, /es/) goes to the clean URL with a 301, query kept. Netlify cannot
  // be told this in netlify.toml: its rules match a path with or without the slash, so a rule for
  // /contact/ also sends /contact to itself (measured with `netlify serve`: a loop). There the page
  // is served at both URLs and names the clean one as canonical (verify:netlify checks that).
  const trailingSlash: MiddlewareHandler = async (c, next) => {
    const clean = c.req.path.replace(/\/+$/, '');
    if (!clean || clean === c.req.path || c.req.path !== normalisedPath(c.req.path)) return next();
    if (await isFile(path.join(root, c.req.path, 'index.html'))) return next();
    return c.redirect(clean + new URL(c.req.url).search, 301);
  };

  const notFoundPage = path.join(root, '404.html');

  const app = new Hono();
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    await next();
    const found = c.res.status < 400;
    for (const [name, value] of Object.entries(headersFor(rules.headers, c.req.path))) {
      // The year-long immutable cache is for real build files only, never for a 404.
      if (!found && name.toLowerCase() === 'cache-control') continue;
      c.res.headers.set(name, value);
    }
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', DEFAULT_CACHE);
  });
  app.use('*', async (c, next) => {
    if (isHidden(c.req.path)) return c.notFound();
    await next();
  });
  // compress outside etag: the tag names the file (or its precompressed twin), not a gzip run.
  app.use('*', compress());
  app.use('*', etag());
  app.use('*', trailingSlash);
  app.use('*', cleanUrls);
  for (const rule of rules.redirects) {
    app.use('*', async (c, next) => {
      if (!rule.pattern.test(c.req.path)) return next();
      // A 404 rule names the not-found page for a part of the site (/es/* → the Spanish one).
      if (rule.status === 404) {
        const page = await readFile(path.join(root, rule.to), 'utf8').catch(() => 'Not Found');
        return c.html(page, 404);
      }
      if (rule.status !== 200) {
        // The query string goes along, as on Netlify (/contact/?service=x → /contact?service=x).
        const query = new URL(c.req.url).search;
        return c.redirect(redirectTarget(rule, c.req.path) + query, rule.status as 301);
      }
      return serveStatic({ ...options, path: rule.to })(c, next);
    });
  }
  app.notFound(async (c) => {
    const page = await readFile(notFoundPage, 'utf8').catch(() => 'Not Found');
    return c.html(page, 404);
  });
  return app;
}
