import type { Config } from '@netlify/functions';
import { openDatabase, selectDriver } from '../../db/client.ts';
import { loadAppConfig } from '../../src/server/config.ts';
import { log } from '../../src/server/log.ts';
import { runMailDelivery } from '../../src/server/mail/deliver.ts';

// Scheduled: sends what the outbox holds. Leads never wait on this; without SMTP_URL mail stays
// pending in the email_outbox table, but expired temporary passwords and links are still removed.
export default async () => {
  const env = process.env;
  const config = loadAppConfig(env);
  const handle = await openDatabase(selectDriver(env));
  try {
    const report = await runMailDelivery(handle.db, config.mail);
    log.info('scheduled_mail_delivery', { report });
  } finally {
    await handle.close();
  }
};

export const config: Config = { schedule: '*/5 * * * *' };
