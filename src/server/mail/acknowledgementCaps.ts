import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema.ts';
import { ADVISORY_LOCK_KEYS, takeKeyedTransactionLock } from '../advisoryLocks.ts';
import { LEAD_ACKNOWLEDGEMENT_KIND } from './consultationEmails.ts';
import { recipientKey, recipientKeySql } from './recipientKey.ts';

/**
 * The contact form mails whatever address it is given, so acknowledgements are capped: at most 3 to
 * one inbox (recipientKey.ts: `+tags` and Gmail's dots do not make a new one) and 500 in all per 24 hours. Past a cap the lead is stored and staff are told as
 * usual; only the acknowledgement is skipped, without telling the sender.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 3;
export const ACKNOWLEDGEMENTS_PER_DAY = 500;

export type AcknowledgementVerdict = 'send' | 'recipient-cap' | 'daily-cap';

type Transaction = Pick<Database, 'execute' | 'select'>;

async function recentAcknowledgements(tx: Transaction, to?: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, LEAD_ACKNOWLEDGEMENT_KIND),
        gt(emailOutbox.createdAt, sql`now() - interval '24 hours'`),
        to === undefined ? undefined : eq(recipientKeySql(emailOutbox.toAddress), recipientKey(to)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Call inside the transaction that queues the acknowledgement: the per-address lock makes the
 * per-address cap exact under concurrent submissions (the daily cap may overshoot by a few).
 */
export async function acknowledgementVerdict(
  tx: Transaction,
  to: string,
): Promise<AcknowledgementVerdict> {
  await takeKeyedTransactionLock(tx, ADVISORY_LOCK_KEYS.acknowledgementRecipient, recipientKey(to));
  if ((await recentAcknowledgements(tx, to)) >= ACKNOWLEDGEMENTS_PER_RECIPIENT) {
    return 'recipient-cap';
  }
  if ((await recentAcknowledgements(tx)) >= ACKNOWLEDGEMENTS_PER_DAY) return 'daily-cap';
  return 'send';
}
