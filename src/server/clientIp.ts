/**
 * The client IP comes from the platform, never from a header the client controls:
 * Netlify passes its Context (with `ip`) as the second fetch argument; @hono/node-server passes the
 * Node request (`incoming.socket`). Only an operator-configured proxy header is trusted beyond that.
 */
interface PlatformEnv {
  ip?: unknown;
  incoming?: { socket?: { remoteAddress?: string } };
}

export function resolveClientIp(
  request: Request,
  platform: unknown,
  trustedIpHeader?: string,
): string {
  if (trustedIpHeader) {
    const forwarded = request.headers.get(trustedIpHeader)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = (platform ?? {}) as PlatformEnv;
  if (typeof env.ip === 'string' && env.ip) return env.ip;
  const remote = env.incoming?.socket?.remoteAddress;
  if (remote) return remote.replace(/^::ffff:/, '');
  return 'unknown';
}
