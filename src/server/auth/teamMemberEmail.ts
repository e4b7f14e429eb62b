import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * "This column holds this address", ignoring case: how every lookup of a team member (or an access
 * request) by email compares, in the form the unique index on lower(email) serves
 * (db/schema.ts), so the check and the index can never disagree about what counts as taken.
 */
export function sameEmail(column: AnyPgColumn, email: string): SQL {
  return eq(sql`lower(${column})`, email.toLowerCase());
}
