import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './budgets.ts';
import { startServer } from './server.ts';

/**
 * The owner signs in from their usual address while 50 workers keep wrong-password attempts
 * running from a new address each (a password spray that also guesses the owner's own account).
 * Every attempt that is not throttled costs one bcrypt comparison on the server, so this measures
 * whether the owner's sign-in waits behind the attack.
 */
export interface SignInBenchOptions {
  label: string;
  port: number;
  siteUrl: string;
  /** Attack workers running at once. */
  concurrency: number;
  /** Sequential owner sign-ins measured while the attack runs. */
  ownerSignIns: number;
  /** Upper bound on the whole measurement. */
  maxSeconds: number;
}

export interface SignInBenchResult {
  label: string;
  skipped?: string;
  attackConcurrency: number;
  attackAttempts: number;
  attackStatuses: Record<string, number>;
  ownerSignIns: number;
  ownerStatuses: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

// The server trusts this header only because the bench sets TRUSTED_IP_HEADER (the proxy case).
const IP_HEADER = 'x-bench-ip';
const HOME_IP = '198.51.100.7';
const OWNER = {
  name: 'Bench Owner',
  email: 'owner@bench.example',
  password: 'quiet harbor lantern otter 42',
};
const OWNER_LOGIN = { email: OWNER.email, password: OWNER.password };

function attackerIp(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** Cookies the server set, sent back on the next request like a browser would. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const value = pair.slice(eq + 1);
      if (value) this.cookies.set(pair.slice(0, eq), value);
      else this.cookies.delete(pair.slice(0, eq));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function post(
  url: string,
  siteUrl: string,
  ip: string,
  body: unknown,
  cookie = '',
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      Origin: siteUrl,
      'Content-Type': 'application/json',
      [IP_HEADER]: ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
}

const tally = (counts: Record<string, number>, key: string) =>
  (counts[key] = (counts[key] ?? 0) + 1);

export async function benchSignInUnderAttack(
  options: SignInBenchOptions,
): Promise<SignInBenchResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-signin-'));
  const server = await startServer(options.port, {
    SITE_URL: options.siteUrl,
    PGLITE_DIR: dataDir,
    TRUSTED_IP_HEADER: IP_HEADER,
  });
  const empty = {
    label: options.label,
    attackConcurrency: options.concurrency,
    attackAttempts: 0,
    attackStatuses: {},
    ownerSignIns: 0,
    ownerStatuses: {},
    p50Ms: NaN,
    p95Ms: NaN,
    maxMs: NaN,
  };
  try {
    const login = `${server.origin}/api/auth/login`;
    const init = await post(`${server.origin}/api/auth/init`, options.siteUrl, HOME_IP, OWNER);
    if (init.status !== 201) {
      return { ...empty, skipped: `init answered ${init.status}: ${await init.text()}` };
    }
    // The owner has signed in from home before: that is what makes it their usual address.
    const jar = new CookieJar();
    const first = await post(login, options.siteUrl, HOME_IP, OWNER_LOGIN);
    if (first.status !== 200) {
      return { ...empty, skipped: `owner sign-in answered ${first.status}` };
    }
    jar.store(first);

    const deadline = performance.now() + options.maxSeconds * 1000;
    const attackStatuses: Record<string, number> = {};
    let attempts = 0;
    let attacking = true;
    const attacker = async () => {
      while (attacking && performance.now() < deadline) {
        const index = attempts++;
        // One in four guesses the owner's account; the rest spray other addresses.
        const email = index % 4 === 0 ? OWNER.email : `sprayed-${index % 997}@bench.example`;
        try {
          const res = await post(login, options.siteUrl, attackerIp(index + 1), {
            email,
            password: `wrong guess ${index}`,
          });
          await res.arrayBuffer();
          tally(attackStatuses, String(res.status));
        } catch {
          tally(attackStatuses, 'network');
        }
      }
    };
    const attack = Array.from({ length: options.concurrency }, attacker);

    // Let the attack fill the server before the owner arrives.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const latencies: number[] = [];
    const ownerStatuses: Record<string, number> = {};
    for (let i = 0; i < options.ownerSignIns && performance.now() < deadline; i++) {
      const started = performance.now();
      try {
        const res = await post(login, options.siteUrl, HOME_IP, OWNER_LOGIN, jar.header());
        await res.arrayBuffer();
        if (res.ok) jar.store(res);
        tally(ownerStatuses, String(res.status));
      } catch {
        tally(ownerStatuses, 'network');
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    attacking = false;
    await Promise.all(attack);
    return {
      ...empty,
      attackAttempts: attempts,
      attackStatuses,
      ownerSignIns: latencies.length,
      ownerStatuses,
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      maxMs: Math.round(Math.max(...latencies)),
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
