import { count } from 'drizzle-orm';
import { openDatabase, type DriverChoice } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { consultationPayload } from '../../src/server/testing/consultationPayload.ts';
import { burst, type BurstResult } from './loadGenerator.ts';
import { startServer } from './server.ts';
import { withThrowawayPglite, withThrowawayPostgres } from './throwawayDatabases.ts';

export interface ApiBenchOptions {
  label: string;
  port: number;
  /** The Origin the API accepts (the server's SITE_URL). */
  siteUrl: string;
  requests: number;
  concurrency: number;
  maxSeconds: number;
}

export interface ApiResult {
  label: string;
  skipped?: string;
  probeStatus?: number;
  burst?: BurstResult;
  /** Rows in consultation_requests after the burst, and how many 2xx answers promised one. */
  rowsStored?: number;
  rowsExpected?: number;
  rawInsert: { rows: number; seconds: number; rowsPerSecond: number };
  /** API requests/s divided by raw inserts/s. */
  ratio?: number;
}

// Each request comes from its own client address: the endpoint limits submissions per IP. The
// server trusts this header only because the bench sets TRUSTED_IP_HEADER (the proxy case).
const IP_HEADER = 'x-bench-ip';

function clientIp(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

function submission(index: number) {
  return consultationPayload({
    name: `Bench Visitor ${index}`,
    email: `bench-${index}@example.com`,
    company: 'Bench Holdings',
    serviceType: 'Real Estate',
    isSocialEquityApplicant: index % 2 === 0,
    message: 'A benchmark consultation request; safe to delete.',
  });
}

function requestInit(siteUrl: string, index: number): RequestInit {
  return {
    method: 'POST',
    headers: {
      Origin: siteUrl,
      'Content-Type': 'application/json',
      [IP_HEADER]: clientIp(index),
    },
    body: JSON.stringify(submission(index)),
  };
}

/** The same row the endpoint stores, straight through drizzle, `concurrency` at a time. */
async function rawInserts(choice: DriverChoice, rows: number, concurrency: number) {
  const handle = await openDatabase(choice);
  try {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < rows) {
          const index = 1_000_000 + next++;
          const { website: _website, elapsedMs: _elapsed, ...row } = submission(index);
          await handle.db.insert(leads).values({
            ...row,
            serviceType: 'Real Estate',
          });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      rows,
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Number((rows / seconds).toFixed(1)),
    };
  } finally {
    await handle.close();
  }
}

async function countRows(choice: DriverChoice): Promise<number> {
  const handle = await openDatabase(choice);
  try {
    const [row] = await handle.db.select({ n: count() }).from(leads);
    return Number(row?.n ?? 0);
  } finally {
    await handle.close();
  }
}

/**
 * Starts the real server on the given database, fires the burst, stops the server, counts the rows
 * stored, then measures raw inserts into the same database in the same run.
 */
export async function benchApi(
  options: ApiBenchOptions,
  choice: DriverChoice,
  serverEnv: Record<string, string>,
): Promise<ApiResult> {
  const server = await startServer(options.port, {
    ...serverEnv,
    SITE_URL: options.siteUrl,
    TRUSTED_IP_HEADER: IP_HEADER,
  });
  let result: Omit<ApiResult, 'rawInsert'>;
  try {
    const url = `${server.origin}/api/consultations`;
    const probe = await fetch(url, requestInit(options.siteUrl, 0));
    const probeBody = await probe.text();
    if (probe.status === 404) {
      result = { label: options.label, skipped: 'endpoint not present (404)', probeStatus: 404 };
    } else if (probe.status !== 201) {
      result = {
        label: options.label,
        skipped: `probe answered ${probe.status}: ${probeBody.slice(0, 200)}`,
        probeStatus: probe.status,
      };
    } else {
      const answers = await burst({
        url,
        requests: options.requests,
        concurrency: options.concurrency,
        maxSeconds: options.maxSeconds,
        init: (index) => requestInit(options.siteUrl, index + 1),
      });
      result = {
        label: options.label,
        probeStatus: 201,
        burst: answers,
        rowsExpected: answers.ok2xx + 1,
      };
    }
  } finally {
    await server.stop();
  }
  if (result.burst) result.rowsStored = await countRows(choice);
  const rawInsert = await rawInserts(choice, options.requests, options.concurrency);
  const ratio = result.burst
    ? Number((result.burst.requestsPerSecond / rawInsert.rowsPerSecond).toFixed(3))
    : undefined;
  return { ...result, rawInsert, ratio };
}

export async function benchApiOnPglite(options: ApiBenchOptions): Promise<ApiResult> {
  return withThrowawayPglite('bench-pglite-', (choice, env) => benchApi(options, choice, env));
}

export async function benchApiOnPostgres(
  options: ApiBenchOptions,
  serverUrl: string,
): Promise<ApiResult> {
  return withThrowawayPostgres(serverUrl, 'bench', (choice, env) => benchApi(options, choice, env));
}
