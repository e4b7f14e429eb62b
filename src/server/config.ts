/**
 * Server configuration read from the environment once, at start. A bad value stops the process
 * with a message naming the variable (ConfigError), never a stack trace from deep inside a driver.
 */
import * as z from 'zod';
import { DatabaseConfigError, selectDriver, type DriverChoice } from '../../db/client.ts';
import { resolveSiteUrl, siteOriginSchema } from '../lib/siteUrl.ts';

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

/** Unset, empty and blank all mean "not set"; values are trimmed. */
const text = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().optional(),
);

function textOr(fallback: string) {
  return text.pipe(z.string().default(fallback));
}

function wholeNumber(what: string, min: number, max: number, fallback: number) {
  const rule = { error: `must be ${what} from ${min} to ${max}` };
  return text.pipe(
    z.coerce
      .number<string | undefined>(rule)
      .int(rule)
      .min(min, rule)
      .max(max, rule)
      .default(fallback),
  );
}

/** The variables every runtime reads (Netlify functions and the local server). */
const appEnvSchema = z.object({
  NODE_ENV: text,
  NETLIFY: text,
  LAMBDA_TASK_ROOT: text,
  JWT_SECRET: text,
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

/** Never echoed in an error message: they hold passwords or keys. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'SMTP_URL',
  'OPENAI_API_KEY',
  'TURNSTILE_SECRET_KEY',
]);

/** Parses `env` with `schema`, or throws one ConfigError naming every bad variable. */
function parseEnv<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues
      .map((issue) => {
        const name = String(issue.path[0]);
        const shown = SECRET_VARIABLES.has(name) ? '' : ` (got "${env[name]}")`;
        return `${name} ${issue.message}${shown}`;
      })
      .join('; '),
  );
}

/**
 * Everything but the database. `jwtSecret` may be supplied by the local runner (generated once into
 * .data/); in production it must come from JWT_SECRET. `localPort` is the fallback site URL's port.
 */
export function loadAppConfig(
  env: Env,
  options: { jwtSecret?: string; localPort?: number } = {},
): AppConfig {
  const vars = parseEnv(appEnvSchema, env);
  const production =
    vars.NODE_ENV === 'production' || vars.NETLIFY === 'true' || Boolean(vars.LAMBDA_TASK_ROOT);
  const secret = vars.JWT_SECRET ?? (production ? undefined : options.jwtSecret);
  if (!secret) {
    throw new ConfigError('JWT_SECRET is required in production (32 random bytes or more)');
  }
  const jwtSecret = new TextEncoder().encode(secret);
  if (jwtSecret.length < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  let siteUrl: string;
  try {
    siteUrl = resolveSiteUrl(env, options.localPort);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  // Netlify's own values; a malformed one only means fewer allowed origins.
  const deployOrigins = [env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL].flatMap((raw) => {
    const parsed = siteOriginSchema.safeParse(raw?.trim());
    return parsed.success ? [parsed.data] : [];
  });
  return {
    siteUrl,
    allowedOrigins: [...new Set([siteUrl, ...deployOrigins])],
    jwtSecret,
    production,
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
  };
}

export function loadServerConfig(env: Env, options: { jwtSecret?: string } = {}): ServerConfig {
  const { PORT: port, HOST: host } = parseEnv(serverEnvSchema, env);
  let database: DriverChoice;
  try {
    database = selectDriver(env);
  } catch (error) {
    if (error instanceof DatabaseConfigError) throw new ConfigError(error.message);
    throw error;
  }
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
