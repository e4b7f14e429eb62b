import * as z from 'zod';
import { ConfigError } from './configError.ts';

type Env = Record<string, string | undefined>;

/** An absolute http(s) URL, reduced to its origin (what canonical links and Origin checks compare). */
export const siteOriginSchema = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((url) => new URL(url).origin);

/**
 * The site's public origin, resolved one way for the build (astro.config.mjs: canonical links,
 * sitemap; scripts/postbuild.ts records it), `npm start` (scripts/start.ts) and the functions
 * (src/server/config.ts: links in emails, allowed origins): SITE_URL, else Netlify's URL (the site's
 * main address, set in Netlify's builds and functions), else this machine on `localPort`.
 * Throws a ConfigError naming the variable when the value is not an absolute http(s) URL.
 */
export function resolveSiteUrl(env: Env, localPort = 4321): string {
  const [name, raw] = env.SITE_URL?.trim()
    ? ['SITE_URL', env.SITE_URL.trim()]
    : env.URL?.trim()
      ? ['URL', env.URL.trim()]
      : ['SITE_URL', `http://localhost:${localPort}`];
  const parsed = siteOriginSchema.safeParse(raw);
  if (!parsed.success)
    throw new ConfigError(`${name} ${parsed.error.issues[0]?.message} (got "${raw}")`);
  return parsed.data;
}
