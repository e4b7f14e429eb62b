import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { KNOWN_QUERY_KEYS, ROUTE_BODY_SAMPLES } from '../testing/routeSamples.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * "Bad input is a 4xx, never a 5xx", as a property over every route the app registers (Hono's
 * `app.routes`): arbitrary path parameters (percent-encoded bytes, NUL, dates of year 0000, ids),
 * query strings (cursors included), and bodies (arbitrary JSON, junk text, nesting thousands deep,
 * and each route's valid sample with one part replaced, so a bad value gets past the first check).
 * Signed in as an admin, so the admin routes' handlers run too. A fixed seed and a bounded number
 * of cases per route keep it repeatable and quick; it runs on PGlite only (the `unit` project), as
 * the inputs, not the database, are what it explores — the L8 cases run on both in their own tests.
 */
const SEED = 20261128;
const CASES_PER_ROUTE = 40;
/**
 * Fewer cases where each costs a bcrypt hash (one at a time, src/server/auth/hashQueue.ts), a
 * deliberate pause, or a read of every content file; their inputs are simple.
 */
const FEWER_CASES: Record<string, number> = {
  'POST /api/auth/init': 10,
  'POST /api/auth/login': 10,
  'POST /api/auth/change-password': 6,
  'POST /api/auth/forgot-password': 12,
  'POST /api/auth/reset-password': 12,
  'POST /api/admin/users': 10,
  'POST /api/admin/users/:id/password': 10,
  'PATCH /api/admin/account-requests/:id': 12,
  'GET /api/admin/content': 8,
};
const CONCURRENCY = 6;

const REPO = path.resolve(import.meta.dirname, '../../..');
let root: string;
let t: TestApp;
let admin: SignedIn;

const onPglite = testBackend() === 'pglite' ? describe : describe.skip;

beforeAll(async () => {
  if (testBackend() !== 'pglite') return;
  root = await mkdtemp(path.join(tmpdir(), 'no-5xx-'));
  await cp(path.join(REPO, 'src/content'), path.join(root, 'src/content'), { recursive: true });
  await cp(path.join(REPO, 'src/assets/team'), path.join(root, 'src/assets/team'), {
    recursive: true,
  });
  t = await createTestApp({}, { contentStore: new WorkingTreeStore(root) });
  admin = await signIn(t, 'admin', { name: 'Ada Admin' });
});
afterAll(async () => {
  if (testBackend() !== 'pglite') return;
  await t.close();
  await rm(root, { recursive: true, force: true });
});

// ---- values -------------------------------------------------------------------------------------

const DATE_EDGES = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+05:00',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-05:00',
  '2026-02-30T10:00:00Z',
  '2026-13-01T00:00:00Z',
  '0000-01-01',
  '0000-12-31',
  '9999-12-31',
  '2026-02-30',
  '+275760-09-13T00:00:00.000Z',
];
const STRING_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  "1' OR '1'='1",
  '1e308',
  '-0',
  'NaN',
  'x'.repeat(5000),
];

/**
 * `[[[…]]]` or `{"a":{"a":…}}` nested `depth` deep. Kept as a marker and written out as text by
 * toJson: JSON.stringify itself runs out of stack on such a value.
 */
class Nested {
  readonly depth: number;
  readonly kind: 'array' | 'object';
  constructor(depth: number, kind: 'array' | 'object') {
    this.depth = depth;
    this.kind = kind;
  }
  toText(): string {
    return this.kind === 'array'
      ? `${'['.repeat(this.depth)}1${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`;
  }
}

function toJson(value: unknown): string {
  const deep: Nested[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof Nested)) return v;
    deep.push(v);
    return `\u0001nested${deep.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001nested(\d+)\\u0001"/g, (_m, i: string) => deep[Number(i)]!.toText());
}

const edgeString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DATE_EDGES, ...STRING_EDGES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.uuid() },
);

const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: edgeString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53, true, null, [], {}) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 5000 }), fc.constantFrom('array', 'object'))
      .map(([depth, kind]) => new Nested(depth, kind as 'array' | 'object')),
  },
);

/** Percent-encodes every UTF-8 byte the URL parser would not keep as it is (a lone surrogate too). */
function encodePart(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const paramValue = (ownId: () => string) =>
  fc.oneof(
    { weight: 5, arbitrary: edgeString.map(encodePart) },
    { weight: 1, arbitrary: fc.constantFrom('%FF', '%C0%AF', '%E0%80', '%', '%zz') },
    { weight: 2, arbitrary: fc.constant(null).map(() => ownId()) },
    { weight: 1, arbitrary: fc.constantFrom('faq', 'regions', 'divisions', 'cannabis', 'facts') },
  );

/** A leads cursor: base64url of "<time>|<id>", with the time and id from the edge values. */
const cursorValue = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        '0000-01-01T00:00:00.000000Z',
        '0001-01-01T00:00:00.000000Z',
        '9999-12-31T23:59:59.999999Z',
        '2026-02-30T00:00:00.000000Z',
      ),
      edgeString,
    ),
    fc.oneof(fc.uuid(), edgeString),
  )
  .map(([time, id]) => Buffer.from(`${time}|${id}`).toString('base64url'));

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...KNOWN_QUERY_KEYS), fc.string({ maxLength: 8 })),
      fc.oneof({ weight: 3, arbitrary: edgeString }, { weight: 1, arbitrary: cursorValue }),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length
      ? `?${pairs.map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`).join('&')}`
      : '',
  );

/** Every path (as keys) into a JSON value, the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => paths.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) paths.push(...pathsOf(v, [...prefix, key]));
  }
  return paths;
}

/** An edge value of the same kind as the sample's value (a date for a date), picked by `index`. */
function nearValue(current: unknown, index: number): unknown {
  const pickFrom = (values: readonly unknown[]) => values[index % values.length];
  if (typeof current === 'number') return pickFrom([0, -1, 0.5, 1e308, -1e308, 2 ** 53, '1']);
  if (typeof current === 'boolean') return pickFrom(['true', 0, null]);
  if (typeof current !== 'string') return pickFrom(STRING_EDGES);
  if (/^\d{4}-\d{2}-\d{2}/.test(current)) return pickFrom(DATE_EDGES);
  return pickFrom(STRING_EDGES);
}

interface Mutation {
  pick: number;
  how: 'replace' | 'near' | 'delete' | 'extra';
  value: unknown;
}

/** The sample with the value at one path (below the root) replaced, deleted, or given a sibling. */
function mutate(sample: unknown, { pick, how, value }: Mutation): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  const paths = pathsOf(copy).slice(1);
  const target = paths[pick % paths.length]!;
  const parent = target
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      copy,
    );
  const last = target.at(-1)!;
  if (how === 'delete') delete parent[last];
  else if (how === 'extra' && !Array.isArray(parent)) parent[`extra${pick % 3}`] = value;
  else if (how === 'near') parent[last] = nearValue(parent[last], Math.floor(pick / paths.length));
  else parent[last] = value;
  return copy;
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

/** Any body: arbitrary JSON, junk text, nothing, or the route's sample with a random change. */
function anyBody(route: string): fc.Arbitrary<Body> {
  const sample = ROUTE_BODY_SAMPLES[route];
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: 2, arbitrary: edgeValue.map((value) => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.constantFrom('{', '{"a":', '[1,]', 'NaN', '\ufeff{}', '{"a":1}garbage', '"\\ud800"'),
        )
        .map((text) => ({ kind: 'raw', text })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' }) },
  ];
  if (sample !== undefined) {
    options.push({
      weight: 4,
      arbitrary: fc
        .record({
          pick: fc.nat({ max: 10_000 }),
          how: fc.constantFrom('replace', 'near', 'delete', 'extra'),
          value: edgeValue,
        })
        .map((mutation) => ({ kind: 'json', value: mutate(sample, mutation as Mutation) })),
    });
  }
  return fc.oneof(...options);
}

/**
 * The sample with one leaf set to an edge value of its own kind, drawn evenly from every (leaf,
 * edge) pair: each bad date in each date field is as likely as any other change.
 */
function leafEdgeBody(sample: unknown): fc.Arbitrary<Body> {
  const leaves = pathsOf(sample).filter((path) => {
    const value = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      sample,
    );
    return path.length > 0 && (value === null || typeof value !== 'object');
  });
  const pairs = leaves.flatMap((_path, leaf) =>
    [...Array(DATE_EDGES.length + STRING_EDGES.length).keys()].map((edge) => ({ leaf, edge })),
  );
  return fc.constantFrom(...pairs).map(({ leaf, edge }) => {
    const paths = pathsOf(sample)
      .slice(1)
      .map((path) => JSON.stringify(path));
    const pick = paths.indexOf(JSON.stringify(leaves[leaf])) + edge * paths.length;
    return { kind: 'json', value: mutate(sample, { pick, how: 'near', value: null }) };
  });
}

// ---- requests -----------------------------------------------------------------------------------

interface Case {
  path: string;
  query: string;
  body: Body;
}

/** A parameter value the route can act on (the admin's own id, a real entry), so the body is read. */
function plausibleParam(name: string, ownId: string): string {
  if (name === ':collection') return 'faq';
  if (name === ':day') return '2031-07-04';
  if (name === ':id' || name === ':teamMemberId') return ownId;
  return 'x';
}

function fillPath(segments: string[], values: string[]): string {
  let next = 0;
  return segments.map((s) => (s.startsWith(':') ? values[next++] || 'x' : s)).join('/');
}

function caseFor(method: string, pattern: string, ownId: () => string): fc.Arbitrary<Case> {
  const route = `${method} ${pattern}`;
  const segments = pattern.split('/');
  const names = segments.filter((s) => s.startsWith(':'));
  const anything = fc
    .tuple(
      fc.array(paramValue(ownId), { minLength: names.length, maxLength: names.length }),
      queryString,
      anyBody(route),
    )
    .map(([values, query, body]) => ({ path: fillPath(segments, values), query, body }));
  const sample = ROUTE_BODY_SAMPLES[route];
  if (sample === undefined) return anything;
  const edgeOfSample = fc.constant(null).chain(() =>
    leafEdgeBody(sample).map((body) => ({
      path: fillPath(
        segments,
        names.map((name) => plausibleParam(name, ownId())),
      ),
      query: '',
      body,
    })),
  );
  return fc.oneof(anything, edgeOfSample);
}

let ipCounter = 0;
/** A new client address per request, so rate limits do not turn every later case into a 429. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

async function send(method: string, route: string, c: Case): Promise<number> {
  const headers: Record<string, string> = {};
  // Signing out would end the admin's session for every later case.
  if (route !== 'POST /api/auth/logout') headers.Cookie = admin.cookie;
  let body: string | undefined;
  if (c.body.kind !== 'none' && method !== 'GET') {
    body = c.body.kind === 'raw' ? c.body.text : toJson(c.body.value);
    headers['Content-Type'] = 'application/json';
  }
  const res = await t.request(`${c.path}${c.query}`, { method, headers, body, ip: nextIp() });
  await res.arrayBuffer();
  return res.status;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
  }
}

onPglite('every route answers arbitrary input with a status below 500', () => {
  it('4xx, never 5xx, for params, queries and bodies of every route', async () => {
    const routes = [
      ...new Map(
        t.app.routes
          .filter((r) => r.method !== 'ALL')
          .map((r) => [`${r.method} ${r.path}`, r] as const),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const started = Date.now();
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const key = `${route.method} ${route.path}`;
      const cases = fc.sample(
        caseFor(route.method, route.path, () => admin.member.id),
        { seed: SEED + index, numRuns: FEWER_CASES[key] ?? CASES_PER_ROUTE },
      );
      await inBatches(cases, CONCURRENCY, async (c) => {
        const status = await send(route.method, key, c);
        sent += 1;
        if (status >= 500) {
          const shown =
            c.body.kind === 'json'
              ? toJson(c.body.value).slice(0, 300)
              : c.body.kind === 'raw'
                ? c.body.text.slice(0, 300)
                : '';
          failures.push(`${status} ${route.method} ${c.path}${c.query} ${shown}`);
        }
      });
    }
    console.info(`no-5xx property: ${sent} requests in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  }, 180_000);
});
