import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { listenLocally } from './listen.ts';

/** A raw socket that sends part of a request and then stalls, like a slow-loris client. */
function stallingClient(
  port: number,
  partial: string,
): Promise<{ closedAfterMs: number; reply: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(partial));
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, reply }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a stalled connection open for 5 s'));
    }, 5_000);
  });
}

describe('the local server socket', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const s = listenLocally(
        async (request) => new Response(await request.text()),
        {
          port: 0,
          host: '127.0.0.1',
          timeouts: { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 },
        },
        () => resolve(s),
      );
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('listens on loopback only when told to', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('closes a connection whose headers never finish', async () => {
    const { closedAfterMs, reply } = await stallingClient(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    expect(closedAfterMs).toBeLessThan(2_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body never finishes', async () => {
    const { closedAfterMs, reply } = await stallingClient(
      port,
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nonly a little',
    );
    expect(closedAfterMs).toBeLessThan(3_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a normal request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'hello' });
    expect(await res.text()).toBe('hello');
  });
});
