/**
 * Server configuration read from the environment once, at start: the one module that parses every
 * server setting (build-time ones are the astro:env schema in astro.config.mjs). A bad value stops the process
 * with a message naming the variable (ConfigError), never a stack trace from deep inside a driver.
 */
import * as z from 'zod';
import type { DriverChoice } from '../../db/client.ts';
import { ConfigError } from '../lib/configError.ts';
import { resolveSiteUrl, siteOriginSchema } from '../lib/siteUrl.ts';
import { loadContentStoreConfig, type ContentStoreConfig } from './settings/contentStoreConfig.ts';
import { loadDatabaseConfig } from './settings/database.ts';
import { onNetlify, parseEnv, text, textOr, wholeNumber, type Env } from './settings/envFields.ts';

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
  /**
   * bcrypt cost for stored passwords (BCRYPT_COST, default 12; never below 12 in production). Tests
   * and the browser suite's server run at 4, where a hash takes milliseconds instead of a second.
   */
  bcryptCost: number;
  /** Chat model; `timeoutMs` bounds one call (OPENAI_TIMEOUT_MS, default 15 s). */
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
  mail: { smtpUrl?: string; from: string; staffNotifyEmail?: string };
  /** Header carrying the client IP, set only behind a proxy we trust (never a client header). */
  trustedIpHeader?: string;
  /** Cloudflare Turnstile secret; when set, consultation requests must carry a valid token. */
  turnstileSecretKey?: string;
  /** Where the content editor saves: the working tree, the git host's API, or nowhere (503). */
  content: ContentStoreConfig;
}

export interface ServerConfig extends AppConfig {
  port: number;
  /** Interface the local server listens on (HOST); loopback unless someone chooses otherwise. */
  host: string;
  database: DriverChoice;
}

export const MIN_JWT_SECRET_BYTES = 32;
/** bcrypt's own lower bound, and the least a production server accepts (design.md: cost ≥ 12). */
export const MIN_BCRYPT_COST = 4;
export const PRODUCTION_BCRYPT_COST = 12;

/** The variables every runtime reads (Netlify functions and the local server). */
const appEnvSchema = z.object({
  NODE_ENV: text,
  BCRYPT_COST: wholeNumber('a whole number', MIN_BCRYPT_COST, 31, PRODUCTION_BCRYPT_COST),
  OPENAI_API_KEY: text,
  OPENAI_BASE_URL: text,
  OPENAI_MODEL: textOr('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: wholeNumber('milliseconds', 100, 120_000, 15_000),
  SMTP_URL: text.refine((url) => url === undefined || /^smtps?:\/\//.test(url), {
    error: 'must start with smtp:// or smtps://',
  }),
  MAIL_FROM: textOr('Legacy Equity Group <no-reply@localhost>'),
  STAFF_NOTIFY_EMAIL: text,
  TRUSTED_IP_HEADER: text.transform((name) => name?.toLowerCase()),
  TURNSTILE_SECRET_KEY: text,
});

/** What only the local server reads (`npm start`). */
const serverEnvSchema = z.object({
  PORT: wholeNumber('a whole number', 1, 65_535, 4321),
  HOST: textOr('127.0.0.1'),
});

/** Every application setting but the session secret, which the local runner may supply itself. */
export type AppSettings = Omit<AppConfig, 'jwtSecret'>;

/** Parses and checks every variable the API reads except JWT_SECRET. `localPort`: the fallback site URL's. */
export function parseAppSettings(env: Env, localPort?: number): AppSettings {
  const vars = parseEnv(appEnvSchema, env);
  const siteUrl = resolveSiteUrl(env, localPort);
  // Netlify's own values; a malformed one only means fewer allowed origins.
  const deployOrigins = [env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL].flatMap((raw) => {
    const parsed = siteOriginSchema.safeParse(raw?.trim());
    return parsed.success ? [parsed.data] : [];
  });
  const production = vars.NODE_ENV === 'production' || onNetlify(env);
  if (production && vars.BCRYPT_COST < PRODUCTION_BCRYPT_COST) {
    throw new ConfigError(
      `BCRYPT_COST must be at least ${PRODUCTION_BCRYPT_COST} in production (got "${vars.BCRYPT_COST}")`,
    );
  }
  return {
    siteUrl,
    allowedOrigins: [...new Set([siteUrl, ...deployOrigins])],
    production,
    bcryptCost: vars.BCRYPT_COST,
    openai: {
      apiKey: vars.OPENAI_API_KEY,
      baseUrl: vars.OPENAI_BASE_URL,
      model: vars.OPENAI_MODEL,
      timeoutMs: vars.OPENAI_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      staffNotifyEmail: vars.STAFF_NOTIFY_EMAIL,
    },
    trustedIpHeader: vars.TRUSTED_IP_HEADER,
    turnstileSecretKey: vars.TURNSTILE_SECRET_KEY,
    content: loadContentStoreConfig(env),
  };
}

/**
 * Everything but the database. `jwtSecret` may be supplied by the local runner (generated once into
 * .data/); in production it must come from JWT_SECRET. `localPort` is the fallback site URL's port.
 */
export function loadAppConfig(
  env: Env,
  options: { jwtSecret?: string; localPort?: number } = {},
): AppConfig {
  const settings = parseAppSettings(env, options.localPort);
  const fromEnv = parseEnv(z.object({ JWT_SECRET: text }), env).JWT_SECRET;
  const secret = fromEnv ?? (settings.production ? undefined : options.jwtSecret);
  if (!secret) {
    throw new ConfigError('JWT_SECRET is required in production (32 random bytes or more)');
  }
  const jwtSecret = new TextEncoder().encode(secret);
  if (jwtSecret.length < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  return { ...settings, jwtSecret };
}

/**
 * What `npm start` checks before its (slow) build, so a typo fails in a second: every variable the
 * local server reads, except the session secret it generates itself. Returns the site URL the build
 * embeds (the same one the server uses).
 */
export function checkServerEnv(env: Env): { siteUrl: string } {
  const { PORT: port } = parseEnv(serverEnvSchema, env);
  loadDatabaseConfig(env);
  return { siteUrl: parseAppSettings(env, port).siteUrl };
}

export function loadServerConfig(env: Env, options: { jwtSecret?: string } = {}): ServerConfig {
  const { PORT: port, HOST: host } = parseEnv(serverEnvSchema, env);
  const database = loadDatabaseConfig(env);
  const app = loadAppConfig(env, { ...options, localPort: port });
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
