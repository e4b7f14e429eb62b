import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';
import { createApp } from '../src/server/app.ts';
import { loadAppConfig } from '../src/server/config.ts';
import { deliverDueEmails, smtpSender } from '../src/server/mail/deliver.ts';
import { startSmtpSink, type SmtpSink } from '../src/server/testing/smtpSink.ts';
import { openMigratedPglite } from './migratedPglite.ts';

/**
 * A second server for the specs that need mail delivery set up (the shared browser-test server has
 * no SMTP_URL, which the no-mail specs rely on): the built admin SPA from dist/ and the real API,
 * on its own in-memory database, with SMTP_URL pointing at a real SMTP sink in this process.
 * Delivery runs when the spec calls `deliver()`, instead of on a timer, so tests never wait.
 */
export interface MailedServer {
  baseURL: string;
  db: DatabaseHandle['db'];
  sink: SmtpSink;
  /** One delivery pass, as the scheduled function runs it; `maxAttempts: 1` fails for good at once. */
  deliver: (options?: { maxAttempts?: number }) => Promise<unknown>;
  close: () => Promise<void>;
}

export async function startMailedServer(): Promise<MailedServer> {
  // Delivery failures are expected in these specs; keep the worker's output readable.
  process.env.LOG_LEVEL ??= 'silent';
  const sink = await startSmtpSink();
  const handle = await openMigratedPglite();

  // The API must know its own origin (CSRF check, links in mails) before it exists: listen first.
  const late: { api?: ReturnType<typeof createApp> } = {};
  const site = new Hono()
    .all('/api/*', (c) => late.api!.fetch(c.req.raw, c.env))
    .get('/admin', serveStatic({ path: 'dist/admin.html' }))
    .get('/admin/*', serveStatic({ path: 'dist/admin.html' }))
    .use('/*', serveStatic({ root: 'dist' }));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: site.fetch, port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseURL = `http://localhost:${port}`;
  const config = loadAppConfig({
    SITE_URL: baseURL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BCRYPT_COST: process.env.BCRYPT_COST, // playwright.config.ts: 4
    SMTP_URL: sink.url,
    MAIL_FROM: 'office@e2e.example.com',
    STAFF_NOTIFY_EMAIL: 'desk@e2e.example.com',
    TRUSTED_IP_HEADER: 'x-e2e-client-ip',
  });
  late.api = createApp({ db: handle.db, driver: handle.driver, config });

  const sender = smtpSender(sink.url);
  return {
    baseURL,
    db: handle.db,
    sink,
    deliver: (options = {}) =>
      deliverDueEmails(handle.db, {
        from: 'office@e2e.example.com',
        send: sender.send,
        ...options,
      }),
    close: async () => {
      sender.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
      await sink.close();
    },
  };
}
