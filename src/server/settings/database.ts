/** Which database to open, decided from the environment alone so the rule is unit-testable. */
import * as z from 'zod';
import type { DriverChoice } from '../../../db/client.ts';
import { ConfigError } from '../../lib/configError.ts';
import { onNetlify, parseEnv, text, type Env } from './envFields.ts';

const DEFAULT_PGLITE_DIR = '.data/pglite';

const postgresUrl = text.pipe(
  z
    .string()
    .refine((url) => URL.canParse(url), {
      error: 'is not a valid URL; expected postgres://user:password@host:5432/database',
      abort: true,
    })
    .refine((url) => /^postgres(ql)?:$/.test(new URL(url).protocol), {
      error: 'must start with postgres:// or postgresql://',
      abort: true,
    })
    .refine((url) => new URL(url).hostname !== '', { error: 'has no host name' })
    .optional(),
);

const databaseEnvSchema = z.object({ DATABASE_URL: postgresUrl, PGLITE_DIR: text });

export function loadDatabaseConfig(env: Env): DriverChoice {
  const { DATABASE_URL: url, PGLITE_DIR: dataDir } = parseEnv(databaseEnvSchema, env);
  if (!url && onNetlify(env)) {
    // An embedded database on Netlify would be a throw-away folder: the build would "migrate" it and
    // succeed while production has no schema. Stop instead, and say where the variable belongs.
    const scope = env.LAMBDA_TASK_ROOT ? 'Functions' : 'Builds';
    throw new ConfigError(
      `DATABASE_URL is not set. On Netlify set it in Site configuration → Environment variables ` +
        `with the ${scope} scope (the build migrates it, the functions query it); ` +
        `the embedded PGlite database is never used on Netlify.`,
    );
  }
  if (!url) return { driver: 'pglite', dataDir: dataDir ?? DEFAULT_PGLITE_DIR };
  // Neon's serverless driver speaks WebSockets, which is what a Netlify Function can hold open;
  // a long-running local process gets a plain TCP pool even when the server is Neon.
  const neon = onNetlify(env) && new URL(url).hostname.endsWith('.neon.tech');
  return { driver: neon ? 'neon' : 'postgres', url };
}
