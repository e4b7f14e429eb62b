import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { headersFor, type NetlifyRules } from './netlifyRules.ts';

/**
 * Serves the built site the way Netlify does: clean URLs (/team → team.html), rewrites from
 * netlify.toml for paths without a file, the 404 page with status 404, the configured headers,
 * and brotli or gzip for text. Compressed bodies are cached in memory per file version.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
]);
// Files Netlify reads as configuration and never serves.
const HIDDEN = new Set(['/_headers', '/_redirects']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Encoded {
  mtimeMs: number;
  br?: Buffer;
  gzip?: Buffer;
}

export function createStaticSite(distDir: string, rules: NetlifyRules) {
  const root = path.resolve(distDir);
  const cache = new Map<string, Encoded>();

  async function fileAt(pathname: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || HIDDEN.has(decoded)) return undefined;
    const base = path.resolve(root, '.' + path.posix.normalize(decoded));
    if (base !== root && !base.startsWith(root + path.sep)) return undefined;
    const candidates = decoded.endsWith('/')
      ? [path.join(base, 'index.html')]
      : [base, `${base}.html`, path.join(base, 'index.html')];
    for (const candidate of candidates) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return candidate;
    }
    return undefined;
  }

  async function encode(file: string, body: Buffer, mtimeMs: number, encoding: 'br' | 'gzip') {
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs };
      cache.set(file, entry);
    }
    if (!entry[encoding]) {
      entry[encoding] =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : await gzipAsync(body, { level: 9 });
    }
    return entry[encoding];
  }

  async function respond(request: Request, file: string, status: number, headerPath: string) {
    const info = await stat(file);
    const ext = path.extname(file).toLowerCase();
    const headers = new Headers(headersFor(rules.headers, headerPath));
    headers.set('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    if (!headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
    }
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    headers.set('ETag', etag);
    if (status === 200 && request.headers.get('If-None-Match') === etag) {
      return new Response(null, { status: 304, headers });
    }
    let body: Buffer = await readFile(file);
    if (COMPRESSIBLE.has(ext)) {
      headers.set('Vary', 'Accept-Encoding');
      const accepts = request.headers.get('Accept-Encoding') ?? '';
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      if (encoding) {
        body = await encode(file, body, info.mtimeMs, encoding);
        headers.set('Content-Encoding', encoding);
      }
    }
    headers.set('Content-Length', String(body.length));
    const payload = request.method === 'HEAD' ? null : new Uint8Array(body);
    return new Response(payload, { status, headers });
  }

  return async function serveStatic(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const file = await fileAt(pathname);
    if (file) return respond(request, file, 200, pathname);

    for (const rule of rules.redirects) {
      if (!rule.pattern.test(pathname)) continue;
      if (rule.status === 200) {
        const target = await fileAt(rule.to);
        if (target) return respond(request, target, 200, pathname);
      } else {
        return new Response(null, { status: rule.status, headers: { Location: rule.to } });
      }
    }

    const notFound = await fileAt('/404.html');
    if (notFound) return respond(request, notFound, 404, pathname);
    return new Response('Not Found', { status: 404 });
  };
}
