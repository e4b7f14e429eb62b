/** The zod building blocks every server setting is parsed with, and the one way errors are worded. */
import * as z from 'zod';
import { ConfigError } from '../../lib/configError.ts';

export type Env = Record<string, string | undefined>;

/** Unset, empty and blank all mean "not set"; values are trimmed. */
export const text = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().optional(),
);

export function textOr(fallback: string) {
  return text.pipe(z.string().default(fallback));
}

export function wholeNumber(what: string, min: number, max: number, fallback: number) {
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

/** Never echoed in an error message: they hold passwords or keys. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'SMTP_URL',
  'OPENAI_API_KEY',
  'TURNSTILE_SECRET_KEY',
  'DATABASE_URL',
  'GITHUB_TOKEN',
  'GITHUB_APP_PRIVATE_KEY',
]);

/** Parses `env` with `schema`, or throws one ConfigError naming every bad variable. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
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

/** Netlify sets NETLIFY=true in builds and LAMBDA_TASK_ROOT in functions. */
export function onNetlify(env: Env): boolean {
  return env.NETLIFY === 'true' || Boolean(env.LAMBDA_TASK_ROOT);
}
