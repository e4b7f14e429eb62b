import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';
import { createApp } from '../src/server/app.ts';
import { loadAppConfig } from '../src/server/config.ts';
import { parseNetlifyToml } from '../src/server/local/netlifyRules.ts';
import { createStaticSite } from '../src/server/local/staticSite.ts';
import { openMigratedPglite } from './migratedPglite.ts';

/**
 * A server of its own for the booking specs: the built site (clean URLs, netlify.toml headers and
 * CSP, as `npm start` serves it) and the API on a fresh in-memory database the spec can read and
 * seed. Booking turns on when a host has hours, which would change the shared server's buttons
 * for every other spec running meanwhile.
 */
export interface BookingServer {
  baseURL: string;
  db: DatabaseHandle['db'];
  close: () => Promise<void>;
}

export async function startBookingServer(): Promise<BookingServer> {
  process.env.LOG_LEVEL ??= 'silent';
  const handle = await openMigratedPglite();
  const rules = parseNetlifyToml(await readFile('netlify.toml', 'utf8'));
  const site = createStaticSite('dist', rules);
  const late: { api?: ReturnType<typeof createApp> } = {};
  const app = new Hono()
    .all('/api/*', (c) => late.api!.fetch(c.req.raw, c.env))
    .all('*', (c) => site.fetch(c.req.raw));
  // E2E_BOOKING_PORT keeps these servers in a given range (one port per parallel worker);
  // unset, the system picks a free port.
  const base = Number(process.env.E2E_BOOKING_PORT ?? 0);
  const port = base ? base + Number(process.env.TEST_PARALLEL_INDEX ?? 0) : 0;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port }, () => resolve(s));
  });
  const baseURL = `http://localhost:${(server.address() as AddressInfo).port}`;
  const config = loadAppConfig({
    SITE_URL: baseURL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BCRYPT_COST: process.env.BCRYPT_COST, // playwright.config.ts: 4
    TRUSTED_IP_HEADER: 'x-e2e-client-ip',
  });
  late.api = createApp({ db: handle.db, driver: handle.driver, config });
  return {
    baseURL,
    db: handle.db,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
