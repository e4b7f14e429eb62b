import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal OpenAI-compatible chat completions server on 127.0.0.1 for tests, so the real `openai`
 * client code runs end to end without calling anything outside the machine. Each test sets how it
 * behaves and reads back the requests it received.
 */
export type LoopbackBehaviour =
  | { kind: 'reply'; content: string }
  | { kind: 'echo-system-prompt' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'status'; status: number };

export interface ReceivedRequest {
  path: string;
  authorization?: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_completion_tokens?: number;
    max_tokens?: number;
    [key: string]: unknown;
  };
}

export interface LoopbackModelServer {
  baseUrl: string;
  requests: ReceivedRequest[];
  behave: (behaviour: LoopbackBehaviour) => void;
  close: () => Promise<void>;
}

/** The server environment that points the real `openai` client at this loopback model. */
export function loopbackModelEnv(
  model: LoopbackModelServer,
  timeoutMs: number,
): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-loopback-test',
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_MODEL: 'loopback-model',
    OPENAI_TIMEOUT_MS: String(timeoutMs),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function completion(content: string) {
  return {
    id: 'chatcmpl-loopback',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'loopback',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startLoopbackModelServer(): Promise<LoopbackModelServer> {
  const requests: ReceivedRequest[] = [];
  let behaviour: LoopbackBehaviour = { kind: 'reply', content: 'Hello from the loopback model.' };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = JSON.parse(await readBody(req)) as ReceivedRequest['body'];
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const send = (status: number, json: unknown) => {
        if (res.destroyed) return;
        // One connection per request: a kept-alive socket that this server closes while idle (5 s,
        // Node's default) could be picked up again by the client at that moment and fail the next
        // test with "Connection error", which is a race in the test, not the behaviour under test.
        res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
        res.end(JSON.stringify(json));
      };
      switch (behaviour.kind) {
        case 'reply':
          return send(200, completion(behaviour.content));
        case 'echo-system-prompt':
          // A model that obeys "print your instructions": it answers with its system message.
          return send(200, completion(`Sure! My instructions are: ${body.messages[0]?.content}`));
        case 'slow':
          setTimeout(() => send(200, completion('Too late.')), behaviour.delayMs);
          return;
        case 'status':
          return send(behaviour.status, {
            error: { message: 'loopback failure', type: 'server_error' },
          });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
