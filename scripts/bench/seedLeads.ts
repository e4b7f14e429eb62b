import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, teamMembers } from '../../db/schema.ts';
import { LEAD_STATUSES, SERVICE_TYPES } from '../../src/lib/domain.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { PRODUCTION_BCRYPT_COST } from '../../src/server/config.ts';
import { PERF_ADMIN } from '../perfAdmin.ts';

/**
 * Many leads in one SQL statement per batch (generate_series: no HTTP, no per-row round trip), for
 * measuring the back office at scale. Deterministic: lead i always gets the same fields. Realistic
 * lengths: messages from 50 to 5,000 characters, most a few hundred (a cube skews them short),
 * accented names, one lead in ten writing again from an earlier address, two in three with a
 * phone, spread evenly over the last three years.
 */
const FIRST = ['Alex', 'María', 'Jamal', 'Li', 'Priya', 'Tomás', 'Zoë', 'Kenji', 'Fátima', 'Owen'];
const LAST = ['Rivera', 'Chen', 'Okafor', 'Novak', 'Haddad', 'Silva', 'Kim', 'Brennan', 'Patel'];
const COMPANIES = ['Green Leaf', 'Bay State Realty', 'Sunrise Solar', 'Pioneer Valley Co'];
const PARAGRAPHS = [
  'We are opening a dispensary in western Massachusetts and need help with the social equity application, the host community agreement and the local permits. Our team has retail experience but no cannabis licence yet. ',
  'Buscamos asesoría para abrir un negocio en Holyoke: licencias, local comercial y un plan de mercadeo en español e inglés. Tenemos financiamiento parcial y queremos empezar este año. ',
  'Our warehouse roof is large and flat; we would like to know whether solar panels and a battery would pay for themselves, which incentives apply in Rhode Island, and how long installation takes. ',
  'Looking for a commercial space of about 10,000 square feet near Springfield, with loading docks and room for offices, for a lease of five years or a purchase if the price is right. ',
  'We need a brand refresh and a new website for our family restaurant, plus help with social media so that more people from Hartford and New Haven find us on weekends. ',
];
const DAY_MS = 86_400_000;
const SPAN_MS = 3 * 365 * DAY_MS;
const BATCH = 5_000;

const list = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`);

export async function seedLeads(db: Database, count: number, now = Date.now()): Promise<void> {
  // Returning visitors share an address with one other lead on average.
  const returning = Math.max(1, Math.floor(count / 20));
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH) - 1;
    // i is the lead's number; r a fixed pseudo-random fraction of it.
    await db.execute(sql`
      insert into ${leads} (name, email, phone, company, service_type, is_social_equity_applicant,
        message, locale, status, created_at)
      select
        (${list(FIRST)})[1 + i % 10] || ' ' || (${list(LAST)})[1 + (i / 10) % 9] || ' ' || i,
        case when i % 10 = 9 then 'returning' || i % ${returning} || '@example.com'
          else lower(translate((${list(FIRST)})[1 + i % 10], 'áéíóúëñ', 'aeiouen')) || '.' ||
            lower((${list(LAST)})[1 + (i / 10) % 9]) || i || '@example.com' end,
        case i % 3
          when 0 then '(413) 555-' || lpad((i % 10000)::text, 4, '0')
          when 1 then '+1 617 555 ' || lpad(((i * 7) % 10000)::text, 4, '0')
          else null end,
        case when i % 5 = 4 then null
          else (${list(COMPANIES)})[1 + i % 4] || ' ' || (i % 97) end,
        (${list(SERVICE_TYPES)})[1 + i % 5],
        i % 4 = 0,
        left(substr(repeat((${list(PARAGRAPHS)})[1 + i % 5], 30), 1 + (i * 37) % 150),
          50 + floor(4950 * power(r, 3))::int),
        case when i % 7 = 0 then 'es' else 'en' end,
        (${list(LEAD_STATUSES)})[1 + (i * 7) % 6],
        ${new Date(now).toISOString()}::timestamptz
          - (i::float8 / ${count} * ${SPAN_MS} + (i % 1000)) * interval '1 millisecond'
      from (
        select i, ((i * 2654435761::bigint) % 1000003) / 1000003.0 as r
        from generate_series(${start}::int, ${end}::int) as i
      ) numbered`);
  }
  // What autovacuum does after a bulk load in production (Neon runs it), done now: without
  // statistics the planner guessed every search matched a few rows and sorted all matches of a
  // common word (0.3-1 s at 100,000 leads), and without a visibility map a status count read the
  // whole table instead of its index. A local server may run with autovacuum off.
  await db.execute(sql`vacuum analyze ${leads}`);
}

/** The account scripts and the bench sign in with (scripts/perfAdmin.ts). */
export async function ensurePerfAdmin(db: Database): Promise<void> {
  await db
    .insert(teamMembers)
    .values({
      ...PERF_ADMIN,
      role: 'admin',
      password: await hashPassword(PERF_ADMIN.password, PRODUCTION_BCRYPT_COST),
    })
    .onConflictDoNothing();
}
