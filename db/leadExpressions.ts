import { sql, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL expressions over a lead's columns that both an index (db/schema.ts) and the queries using it
 * (src/server/leads/*) must spell identically: Postgres uses an expression index only for a
 * structurally equal expression.
 */
interface LeadColumns {
  name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
  company: AnyPgColumn;
  message: AnyPgColumn;
}

/**
 * What search looks through: name, email, company, phone (as typed and as bare digits) and message,
 * lower-cased and stripped of accents by lead_search_fold() (db/migrations/*_lead_search_fold.sql),
 * joined by line breaks, which a search never contains, so a search never matches across two
 * fields. The database keeps it as a stored generated column with a trigram index
 * (db/migrations/*_lead_search_document.sql), outside drizzle's table object so no select returns it.
 */
export function leadSearchDocument(t: Table): SQL {
  return sql`${t}.${sql.identifier('search_document')}`;
}

/** The email a duplicate is recognised by; the SQL twin of emailKey() in src/lib/leadIdentity.ts. */
export function leadEmailKey(t: Pick<LeadColumns, 'email'>): SQL {
  return sql`lower(trim(${t.email}))`;
}

/** The last 10 digits of the phone; the SQL twin of phoneKey() in src/lib/leadIdentity.ts. */
export function leadPhoneKey(t: Pick<LeadColumns, 'phone'>): SQL {
  return sql`right(regexp_replace(coalesce(${t.phone}, ''), '[^0-9]', '', 'g'), 10)`;
}
