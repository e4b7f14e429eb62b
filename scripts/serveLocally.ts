/**
 * The part of `npm start` (scripts/start.ts) after the environment checked out: build if needed,
 * migrate the database, then serve the built site and the API on one port. Its own module so that
 * start.ts loads the server's code only for an environment it can run with.
 */
import { readFile } from 'node:fs/promises';
import { listenLocally } from '../src/server/local/listen.ts';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from '../src/server/app.ts';
import { plainHttpNotice } from '../src/server/auth/cookieOptions.ts';
import { parseNetlifyToml } from '../src/server/local/netlifyRules.ts';
import { createStaticSite } from '../src/server/local/staticSite.ts';
import { startDigestInterval } from '../src/server/mail/digestInterval.ts';
import { startMailInterval } from '../src/server/mail/mailInterval.ts';
import { buildIfStale } from './buildIfStale.ts';
import { createLocalRuntime } from './localRuntime.ts';

function fail(message: string): never {
  console.error(`\nCannot start: ${message}\n`);
  process.exit(1);
}

export async function serveLocally(siteUrl: string): Promise<void> {
  // A broken content tree keeps the last good site served (and says why); with none, start fails.
  await buildIfStale(siteUrl).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );

  const runtime = await createLocalRuntime(process.env, { rebuildSite: true });
  const { config, handle } = runtime;
  const rules = parseNetlifyToml(await readFile('netlify.toml', 'utf8'));

  const api = createApp(runtime.deps);
  const site = createStaticSite('dist', rules);
  const server = new Hono()
    // Netlify's CDN compresses function answers; do the same here (the leads list is ~2 MB at 5,000).
    .use('/api/*', compress())
    .all('/api', (c) => api.fetch(c.req.raw, c.env))
    .all('/api/*', (c) => api.fetch(c.req.raw, c.env))
    .all('*', (c) => site.fetch(c.req.raw));

  const listener = listenLocally(server.fetch, { port: config.port, host: config.host }, () => {
    const where =
      config.database.driver === 'pglite'
        ? `embedded PGlite in ${config.database.dataDir}`
        : `${config.database.driver} at ${new URL(config.database.url).host}`;
    const shown = config.host === '127.0.0.1' ? 'localhost' : config.host;
    console.log(`Listening on http://${shown}:${config.port} (database: ${where})`);
    const notice = plainHttpNotice(config.siteUrl);
    if (notice) console.log(notice);
  });
  const stopMail = startMailInterval(handle.db, config.mail);
  const stopDigest = startDigestInterval(
    handle.db,
    { siteUrl: config.siteUrl, staffNotifyEmail: config.mail.staffNotifyEmail },
    runtime.deps.factsSource,
  );

  listener.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      fail(`PORT ${config.port} is already in use; set PORT to a free port`);
    fail(error.message);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([stopMail(), stopDigest()]);
    listener.close();
    // PGlite writes its files on close; skipping this can lose the last writes.
    await handle.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
