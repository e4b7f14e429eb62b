import type { Config } from '@netlify/functions';
import { openDatabase } from '../../db/client.ts';
import { loadAppConfig } from '../../src/server/config.ts';
import { loadDatabaseConfig } from '../../src/server/settings/database.ts';
import { log } from '../../src/server/log.ts';
import { runMailDelivery } from '../../src/server/mail/deliver.ts';

// Netlify stops a scheduled function after 30 s. No send starts after 15 s: one send is bounded by
// SMTP_TIMEOUTS (5 s connect + 5 s greeting, 10 s idle socket), leaving room to record the outcome.
// What is left is released for the next run (every 5 minutes).
const START_SENDS_WITHIN_MS = 15_000;

// Scheduled: sends what the outbox holds. Leads never wait on this; without SMTP_URL mail stays
// pending in the email_outbox table, but expired temporary passwords and links are still removed.
export default async () => {
  const startSendsBefore = Date.now() + START_SENDS_WITHIN_MS;
  const env = process.env;
  const config = loadAppConfig(env);
  const handle = await openDatabase(loadDatabaseConfig(env));
  try {
    const report = await runMailDelivery(handle.db, config.mail, { startSendsBefore });
    log.info('scheduled_mail_delivery', { report });
  } finally {
    await handle.close();
  }
};

export const config: Config = { schedule: '*/5 * * * *' };
