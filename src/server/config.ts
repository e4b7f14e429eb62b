/**
 * Server configuration read from the environment once, at start. A bad value stops the process
 * with a message naming the variable (ConfigError), never a stack trace from deep inside a driver.
 */
import { DatabaseConfigError, selectDriver, type DriverChoice } from '../../db/client.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface AppConfig {
  /** Canonical origin of the site, e.g. https://www.example.com. */
  siteUrl: string;
  /**
   * Origins a state-changing request may come from: SITE_URL, and on Netlify the deploy's own
   * addresses (URL, DEPLOY_URL, DEPLOY_PRIME_URL). Never the request's Host, which a client sets.
   */
  allowedOrigins: readonly string[];
  /** Raw HMAC key for session tokens (≥ 32 bytes). */
  jwtSecret: Uint8Array;
  production: boolean;
  /** Chat model; `timeoutMs` bounds one call (OPENAI_TIMEOUT_MS, default 15 s). */
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
  mail: { smtpUrl?: string; from: string; staffNotifyEmail?: string };
  /** Header carrying the client IP, set only behind a proxy we trust (never a client header). */
  trustedIpHeader?: string;
  /** Cloudflare Turnstile secret; when set, consultation requests must carry a valid token. */
  turnstileSecretKey?: string;
}

export interface ServerConfig extends AppConfig {
  port: number;
  /** Interface the local server listens on (HOST); loopback unless someone chooses otherwise. */
  host: string;
  database: DriverChoice;
}

type Env = Record<string, string | undefined>;

export const MIN_JWT_SECRET_BYTES = 32;

export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4321;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535 (got "${value}")`);
  }
  return port;
}

export function parseSiteUrl(value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SITE_URL must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`SITE_URL must use http or https (got "${raw}")`);
  }
  return url.origin;
}

export function parseJwtSecret(value: string | undefined): Uint8Array {
  if (!value)
    throw new ConfigError('JWT_SECRET is required in production (32 random bytes or more)');
  const bytes = new TextEncoder().encode(value);
  if (bytes.length < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  return bytes;
}

export function parseTimeout(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 15_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000) {
    throw new ConfigError(
      `OPENAI_TIMEOUT_MS must be milliseconds from 100 to 120000 (got "${value}")`,
    );
  }
  return ms;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Everything but the database. `jwtSecret` may be supplied by the local runner (generated once into
 * .data/); in production it must come from JWT_SECRET.
 */
export function loadAppConfig(env: Env, options: { jwtSecret?: string } = {}): AppConfig {
  const production =
    env.NODE_ENV === 'production' || env.NETLIFY === 'true' || Boolean(env.LAMBDA_TASK_ROOT);
  const secret = optional(env.JWT_SECRET) ?? (production ? undefined : options.jwtSecret);
  const smtpUrl = optional(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  const siteUrl = parseSiteUrl(env.SITE_URL ?? env.URL, 'http://localhost:4321');
  const deployOrigins = [env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL].flatMap((raw) => {
    const value = optional(raw);
    if (!value) return [];
    try {
      return [parseSiteUrl(value, siteUrl)];
    } catch {
      return []; // Netlify's own values; a malformed one only means fewer allowed origins.
    }
  });
  return {
    siteUrl,
    allowedOrigins: [...new Set([siteUrl, ...deployOrigins])],
    jwtSecret: parseJwtSecret(secret),
    production,
    openai: {
      apiKey: optional(env.OPENAI_API_KEY),
      baseUrl: optional(env.OPENAI_BASE_URL),
      model: optional(env.OPENAI_MODEL) ?? 'gpt-4o-mini',
      timeoutMs: parseTimeout(env.OPENAI_TIMEOUT_MS),
    },
    mail: {
      smtpUrl,
      from: optional(env.MAIL_FROM) ?? 'Legacy Equity Group <no-reply@localhost>',
      staffNotifyEmail: optional(env.STAFF_NOTIFY_EMAIL),
    },
    trustedIpHeader: optional(env.TRUSTED_IP_HEADER)?.toLowerCase(),
    turnstileSecretKey: optional(env.TURNSTILE_SECRET_KEY),
  };
}

export function loadServerConfig(env: Env, options: { jwtSecret?: string } = {}): ServerConfig {
  const port = parsePort(env.PORT);
  let database: DriverChoice;
  try {
    database = selectDriver(env);
  } catch (error) {
    if (error instanceof DatabaseConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const app = loadAppConfig({ SITE_URL: `http://localhost:${port}`, ...stripEmpty(env) }, options);
  const host = optional(env.HOST) ?? '127.0.0.1';
  // On this machine the site is reachable as localhost and 127.0.0.1; both are the same origin to us.
  const local = isLoopback(host) ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [];
  return {
    ...app,
    allowedOrigins: [...new Set([...app.allowedOrigins, ...local])],
    port,
    host,
    database,
  };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

function stripEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}
