import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenLocally } from './local/listen.ts';
import { createTestApp, TEST_SITE_URL, testBackend, type TestApp } from './testing/testApp.ts';

// A client that sent half a body and hung up was logged as `unhandled_error` with a stack trace,
// as if the server had failed; it is the client's doing, and worth an info line at most.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await t.close();
});

describe(`a client that aborts its request body (${testBackend()})`, () => {
  it('is logged as client_aborted at info, without a stack, and nothing else', async () => {
    const lines: string[] = [];
    vi.stubEnv('LOG_LEVEL', 'info');
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);

    const server = listenLocally((request) => t.app.fetch(request), { port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        [
          'POST /api/consultations HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `Origin: ${TEST_SITE_URL}`,
          'Content-Type: application/json',
          // A streamed body: the server waits for its first chunk, which never comes.
          'Transfer-Encoding: chunked',
          '',
          '',
        ].join('\r\n'),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.destroy();
      await vi.waitFor(() => expect(lines.join('\n')).toContain('client_aborted'), {
        timeout: 5000,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const aborted = logged.filter((entry) => entry.event === 'client_aborted');
    expect(aborted).toHaveLength(1);
    expect(aborted[0]).toMatchObject({ level: 'info', method: 'POST', path: '/api/consultations' });
    expect(aborted[0]).not.toHaveProperty('stack');
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
