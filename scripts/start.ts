/**
 * `npm start`: build if needed, migrate the database, then serve the built site and the API on one
 * port, like Netlify does in production (static files + the /api function). Netlify serves the
 * photo upload from a second function (content-media.mts) built from the same app, so one app
 * here answers exactly what the two answer there.
 */
import { ConfigError } from '../src/lib/configError.ts';
import { checkServerEnv } from '../src/server/config.ts';
import { loadEnvFile } from './loadEnvFile.ts';

loadEnvFile();

function fail(message: string): never {
  console.error(`\nCannot start: ${message}\n`);
  process.exit(1);
}

async function main() {
  // Validate the environment before the (slow) build so a typo fails in a second. The build embeds
  // the same site URL the server uses (src/lib/siteUrl.ts).
  let siteUrl: string;
  try {
    siteUrl = checkServerEnv(process.env).siteUrl;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // The server's code loads only now: a bad environment fails before it, in about a second.
  const { serveLocally } = await import('./serveLocally.ts');
  await serveLocally(siteUrl);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  console.error(error);
  process.exit(1);
});
