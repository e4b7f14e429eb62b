/**
 * Fills an embedded database with many leads, for measuring the leads page at scale:
 *   npm run perf:seed-leads -- --dir .data/perf-pglite --count 5000
 * Then `PGLITE_DIR=.data/perf-pglite PORT=4362 npm start` and sign in with the printed account.
 * Writes straight into the database (not through the rate-limited public API), so use it only locally.
 */
import { parseArgs } from 'node:util';
import { teamMembers, leads } from '../db/schema.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { LEAD_STATUSES, SERVICE_TYPES } from '../src/lib/domain.ts';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { PERF_ADMIN } from './perfAdmin.ts';

const FIRST = ['Alex', 'Maria', 'Jamal', 'Li', 'Priya', 'Tomás', 'Zoë', 'Kenji', 'Fatima', 'Owen'];
const LAST = ['Rivera', 'Chen', 'Okafor', 'Novak', 'Haddad', 'Silva', 'Kim', 'Brennan', 'Patel'];
const COMPANIES = ['Green Leaf', 'Bay State Realty', 'Sunrise Solar', 'Pioneer Valley Co', null];

const { values } = parseArgs({
  options: { dir: { type: 'string' }, count: { type: 'string', default: '5000' } },
});
if (!values.dir) throw new Error('Pass --dir <pglite folder>');
const count = Number(values.count);

const handle = await openDatabase({ driver: 'pglite', dataDir: values.dir });
await migrateDatabase(handle);
await handle.db
  .insert(teamMembers)
  .values({ ...PERF_ADMIN, role: 'admin', password: await hashPassword(PERF_ADMIN.password) })
  .onConflictDoNothing();

// A deterministic spread: every status, service and company, dates over the last two years.
const now = Date.now();
const rows = Array.from({ length: count }, (_, i) => {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const company = COMPANIES[i % COMPANIES.length] ?? null;
  return {
    name: `${first} ${last} ${i}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
    phone: i % 3 === 0 ? `413-555-${String(i % 10_000).padStart(4, '0')}` : null,
    company: company && `${company} ${i % 97}`,
    serviceType: SERVICE_TYPES[i % SERVICE_TYPES.length]!,
    isSocialEquityApplicant: i % 4 === 0,
    status: LEAD_STATUSES[(i * 7) % LEAD_STATUSES.length]!,
    message: `Request number ${i}. We would like to talk about ${SERVICE_TYPES[i % 5]} for our business in western Massachusetts; please call in the afternoon if possible.`,
    createdAt: new Date(now - i * 3 * 3_600_000),
  };
});
for (let start = 0; start < rows.length; start += 500) {
  await handle.db.insert(leads).values(rows.slice(start, start + 500));
}
console.log(
  `Seeded ${count} leads into ${values.dir}; sign in as ${PERF_ADMIN.email} / ${PERF_ADMIN.password}`,
);
await handle.close();
