import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../testing/testApp.ts';
import { listenLocally } from './listen.ts';

/**
 * Security probe 4, L11: after a 413 for a body over the limit the local server said
 * `Connection: keep-alive` and then dropped the socket; Node's fetch (undici's pooled keep-alive
 * agent) failed the next request on it, 10 of 10. The API app on the local server's own socket
 * code, with the real body limits, answered over real TCP.
 */
let t: TestApp;
let admin: SignedIn;
let server: Server;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  server = await new Promise<Server>((resolve) => {
    const s = listenLocally(
      (request) => t.app.fetch(request, { ip: '127.0.0.1' }),
      {
        port: 0,
        host: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const headers = () => ({ Origin: TEST_SITE_URL, Cookie: admin.cookie });

describe('a 413 leaves the client able to send its next request', () => {
  it('a 3 MB photo upload: 413 with Connection: close, then the next fetch works', async () => {
    for (let round = 0; round < 3; round++) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }),
        'big.png',
      );
      const upload = await fetch(`${origin}/api/admin/content/media`, {
        method: 'POST',
        headers: headers(),
        body: form,
      });
      expect(upload.status).toBe(413);
      expect(upload.headers.get('connection')).toBe('close');
      await upload.arrayBuffer();
      const next = await fetch(`${origin}/api/health`);
      expect(next.status).toBe(200);
    }
  });

  it('a 400 KB JSON body: 413, then the next fetch works', async () => {
    for (let round = 0; round < 3; round++) {
      const big = await fetch(`${origin}/api/consultations`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'x'.repeat(400 * 1024) }),
      });
      expect(big.status).toBe(413);
      await big.arrayBuffer();
      const next = await fetch(`${origin}/api/auth/me`, { headers: headers() });
      expect(next.status).toBe(200);
    }
  });
});
