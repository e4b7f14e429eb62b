import type { Octokit } from '@octokit/rest';
import { log } from '../log.ts';

/**
 * GitHub's rate limits: past the hourly budget, or too many requests at once (the "secondary"
 * limit), it answers 403 or 429, usually with `retry-after` or `x-ratelimit-reset`. Such an answer
 * is retried after the wait it names (with a growing pause when it names none), a few times and
 * only briefly, since a Netlify function has 60 s; if GitHub is still busy, the editor is told so
 * in plain words (the error handler answers 503).
 */
export const GITHUB_BUSY_MESSAGE = 'GitHub is busy, try again in a minute.';

export class GitHostBusyError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(GITHUB_BUSY_MESSAGE, options);
    this.name = 'GitHostBusyError';
  }
}

export interface BusyRetryOptions {
  retries?: number;
  /** The first pause when GitHub names none; it doubles each time. */
  baseDelayMs?: number;
  /** No single pause is longer than this, whatever GitHub asks. */
  maxDelayMs?: number;
}

interface ErrorWithResponse {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

/** The pause GitHub asks for (ms), 0 when it is rate limiting without naming one, null when it is not. */
export function rateLimitPause(error: unknown, now = Date.now()): number | null {
  const { status, message, response } = (error ?? {}) as ErrorWithResponse;
  const headers = response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  const limited =
    status === 429 ||
    (status === 403 &&
      (headers['retry-after'] !== undefined ||
        String(headers['x-ratelimit-remaining']) === '0' ||
        /rate limit/i.test(message ?? '')));
  if (!limited) return null;
  if (Number.isFinite(retryAfter)) return retryAfter * 1000;
  const reset = Number(headers['x-ratelimit-reset']);
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now);
  return 0;
}

export function retryWhenBusy(octokit: Octokit, options: BusyRetryOptions = {}): void {
  const retries = options.retries ?? 3;
  const base = options.baseDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 8000;
  octokit.hook.wrap('request', async (request, requestOptions) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request(requestOptions);
      } catch (error) {
        const asked = rateLimitPause(error);
        if (asked === null) throw error;
        if (attempt >= retries) throw new GitHostBusyError({ cause: error });
        const pause = Math.min(max, Math.max(asked, base * 2 ** attempt));
        log.warn('content.github_busy', { attempt: attempt + 1, pauseMs: pause });
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  });
}
