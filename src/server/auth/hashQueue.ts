/**
 * bcryptjs hashes on the main thread (in slices, cost 12: 0.3 to 1.4 s each here). Fifty started
 * at once all crawl together and each takes fifty times as long, so one wrong-password flood made
 * every sign-in wait tens of seconds. Here they run one at a time, and work for someone already
 * trusted (a browser or address that signed in before, a signed-in user) goes to the front: the
 * owner waits for at most the hash in progress. One queue per process, since the CPU is shared.
 */
export type HashLane = 'trusted' | 'stranger';

const waiting: Record<HashLane, (() => void)[]> = { trusted: [], stranger: [] };
let busy = false;

export async function inHashQueue<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
  if (busy) await new Promise<void>((resolve) => waiting[lane].push(resolve));
  busy = true;
  try {
    return await work();
  } finally {
    // Hand over directly (busy stays true), trusted work first.
    const next = waiting.trusted.shift() ?? waiting.stranger.shift();
    if (next) next();
    else busy = false;
  }
}

/** How many hashes wait (for tests and logs). */
export function hashQueueLength(): number {
  return waiting.trusted.length + waiting.stranger.length;
}
