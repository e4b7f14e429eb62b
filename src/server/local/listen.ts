import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * The local server's socket (npm start). Bounded waits: a client gets 10 s to
 * send its headers and 30 s for the whole request, checked every second, so slow-body or
 * slow-header clients cannot hold connections open for minutes. Netlify has its own limits in
 * production; this is for the machine the firm runs `npm start` on.
 */
export const LOCAL_TIMEOUTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
};

export interface ListenOptions {
  port: number;
  /** HOST; 127.0.0.1 by default so a laptop on café Wi-Fi does not publish the back office. */
  host: string;
  timeouts?: typeof LOCAL_TIMEOUTS;
}

/**
 * A body refused for its size (413) was read only in part: the body limit reads the stream and
 * stops, and the adapter cannot drain what is left, so it destroyed the socket right after an
 * answer that said "keep-alive". Browsers recovered; Node's fetch, scripts and tests failed their
 * next request on that socket (UND_ERR_SOCKET). Saying `Connection: close` ends it cleanly.
 */
export function closeAfterRefusedBody(
  fetch: (request: Request) => Response | Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetch(request);
    if (response.status !== 413) return response;
    const headers = new Headers(response.headers);
    headers.set('Connection', 'close');
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

export function listenLocally(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, host, timeouts = LOCAL_TIMEOUTS }: ListenOptions,
  onListening?: (address: { port: number }) => void,
): Server {
  return serve(
    {
      fetch: closeAfterRefusedBody(fetch),
      port,
      hostname: host,
      serverOptions: {
        headersTimeout: timeouts.headersTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        connectionsCheckingInterval: timeouts.checkIntervalMs,
      },
    },
    onListening,
  ) as Server;
}
