import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * One inbox, however its address is written: lower-case, without a `+tag` (delivered to the
 * same mailbox by nearly every provider), and for Gmail without dots in the local part and with
 * googlemail.com as gmail.com. The acknowledgement cap counts per inbox: `victim+1@…` and
 * `v.ictim@gmail.com` were each a new address with three more acknowledgements to give.
 */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}

/** recipientKey in SQL, for comparing stored addresses (emails are stored lower-cased, trimmed). */
export function recipientKeySql(column: AnyPgColumn): SQL<string> {
  const local = sql`split_part(split_part(${column}, '@', 1), '+', 1)`;
  const domain = sql`split_part(${column}, '@', 2)`;
  return sql<string>`case when ${domain} in ('gmail.com', 'googlemail.com')
    then replace(${local}, '.', '') || '@gmail.com'
    else ${local} || '@' || ${domain} end`;
}
