import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';

export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The only paths that take a multipart upload instead of JSON. Each sets its own body limit; the
 * Origin check below applies to them like to every state change.
 */
export const MULTIPART_PATHS: ReadonlySet<string> = new Set(['/api/admin/content/media']);

/** 413 with our JSON shape when a body is larger than `maxBytes` (streamed bodies included). */
export function jsonBodyLimit(maxBytes = DEFAULT_BODY_LIMIT_BYTES): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw apiError(
        413,
        `Request body is too large (limit ${Math.round(maxBytes / 1024)} KB)`,
        undefined,
        { code: 'body_too_large' },
      );
    },
  });
  return (c, next) => (MULTIPART_PATHS.has(c.req.path) ? next() : limit(c, next));
}

/**
 * Whether the request carries any bytes. Without a Content-Length we look at the first chunk of a
 * copy: the Node adapter gives a bodyless DELETE an empty stream, which is not a body to refuse.
 * Only one chunk is read, so a huge chunked body costs nothing here (the body limit handles it).
 */
async function hasBody(request: Request): Promise<boolean> {
  const length = request.headers.get('Content-Length');
  if (length !== null) return Number(length) > 0;
  if (request.body === null) return false;
  const reader = request.clone().body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/**
 * CSRF and content-type defence for every state-changing request: the Origin must be exactly one of
 * the configured site origins (config.allowedOrigins), and any body must be JSON. A cross-site form
 * post can neither send JSON nor forge Origin, so no token is needed. The request's own Host is never
 * trusted: `Host: evil.example` with a matching Origin used to pass.
 */
export function stateChangeGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if (!origin || !c.get('config').allowedOrigins.includes(origin)) {
      throw apiError(403, 'Cross-site request refused', undefined, { code: 'cross_site' });
    }
    if (await hasBody(c.req.raw)) {
      const type = c.req.header('Content-Type') ?? '';
      if (MULTIPART_PATHS.has(c.req.path)) {
        if (!/^multipart\/form-data\s*;/i.test(type)) {
          throw apiError(415, 'Send the file as multipart/form-data');
        }
        return next();
      }
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw apiError(415, 'Request body must be JSON (Content-Type: application/json)');
      }
    }
    return next();
  };
}
