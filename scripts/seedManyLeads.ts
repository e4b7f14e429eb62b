/**
 * Fills a database with many leads, for measuring the back office at scale:
 *   npm run perf:seed-leads -- --dir .data/perf-pglite --count 20000
 *   npm run perf:seed-leads -- --database-url postgres://postgres@127.0.0.1:5432/perf --count 100000
 * Then start the server on it (`PGLITE_DIR=.data/perf-pglite PORT=4362 npm start`, or DATABASE_URL)
 * and sign in with the printed account. Writes straight into the database with generate_series
 * (scripts/bench/seedLeads.ts), not through the rate-limited public API: use it only locally.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ensurePerfAdmin, seedLeads } from './bench/seedLeads.ts';
import { PERF_ADMIN } from './perfAdmin.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    'database-url': { type: 'string' },
    count: { type: 'string', default: '5000' },
  },
});
const url = values['database-url'];
if (!values.dir && !url)
  throw new Error('Pass --dir <pglite folder> or --database-url <postgres://…>');
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number >= 1');

const handle = await openDatabase(
  url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: values.dir! },
);
await migrateDatabase(handle);
await ensurePerfAdmin(handle.db);
const started = performance.now();
await seedLeads(handle.db, count);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Seeded ${count} leads into ${url ? 'PostgreSQL' : values.dir} in ${seconds} s; ` +
    `sign in as ${PERF_ADMIN.email} / ${PERF_ADMIN.password}`,
);
await handle.close();
