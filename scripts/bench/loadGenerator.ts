import { percentile } from './budgets.ts';

export interface BurstOptions {
  url: string;
  /** Total requests to send (the burst stops earlier at the time limit). */
  requests: number;
  concurrency: number;
  maxSeconds: number;
  /** Request init for the i-th request (0-based). */
  init: (index: number) => RequestInit;
}

export interface BurstResult {
  sent: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by status code; "network" counts requests that got no answer. */
  statuses: Record<string, number>;
  ok2xx: number;
  errors: number;
}

/**
 * A closed-loop load generator: `concurrency` workers each send the next request as soon as their
 * previous one is answered. Loopback only; bounded in count and in time.
 */
export async function burst(options: BurstOptions): Promise<BurstResult> {
  const target = new URL(options.url);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)) {
    throw new Error(`The load generator only targets loopback, not ${target.hostname}`);
  }
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;

  async function worker() {
    while (next < options.requests && performance.now() < deadline) {
      const index = next++;
      const sentAt = performance.now();
      let status: string;
      try {
        const response = await fetch(options.url, {
          ...options.init(index),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = String(response.status);
      } catch {
        status = 'network';
      }
      latencies.push(performance.now() - sentAt);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const ok2xx = Object.entries(statuses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    sent: latencies.length,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Number((latencies.length / seconds).toFixed(1)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(Math.max(...latencies)),
    statuses,
    ok2xx,
    errors: latencies.length - ok2xx,
  };
}
