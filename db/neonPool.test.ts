import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { neonConfig } from '@neondatabase/serverless';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * The Neon driver against the local PostgreSQL server, through a loopback WebSocket-to-TCP proxy
 * like Neon's own (neondatabase/wsproxy): the driver code that runs on Netlify runs here.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('Neon driver (loopback WebSocket proxy to TEST_DATABASE_URL)', () => {
  let proxy: WebSocketServer;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const warnings: string[] = [];
  const originalWarn = console.warn;

  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    proxy.on('connection', (socket) => {
      const tcp = net.connect(Number(target.port || 5432), target.hostname);
      socket.on('message', (data: Buffer) => tcp.write(data));
      tcp.on('data', (data) => socket.send(data));
      tcp.on('close', () => socket.close());
      tcp.on('error', () => socket.close());
      socket.on('close', () => tcp.destroy());
    });
    await once(proxy, 'listening');
    const { port } = proxy.address() as AddressInfo;
    neonConfig.wsProxy = () => `127.0.0.1:${port}/v2`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.forceDisablePgSSL = true;
    console.warn = (message: string) => warnings.push(message);
    handle = await openDatabase({ driver: 'neon', url: adminUrl! });
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });

  afterAll(async () => {
    console.warn = originalWarn;
    await handle?.close();
    await admin?.end();
    proxy?.close();
  });

  it('survives the server ending an idle connection (scale to zero, restart)', async () => {
    const before = await handle.db.execute(sql`select pg_backend_pid() as pid`);
    const pid = (before as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // The pooled client learns of it from its socket; without an 'error' listener on the pool,
    // that event is thrown and the function process exits.
    await expect.poll(() => warnings.join('\n'), { timeout: 5_000 }).toMatch(/idle client error/);
    const after = await handle.db.execute(sql`select pg_backend_pid() as pid`);
    expect((after as unknown as { rows: { pid: number }[] }).rows[0]!.pid).not.toBe(pid);
  });
});
