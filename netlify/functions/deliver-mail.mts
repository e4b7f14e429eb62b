import type { Config } from '@netlify/functions';
import { openDatabase, selectDriver } from '../../db/client.ts';
import { loadAppConfig } from '../../src/server/config.ts';
import { log } from '../../src/server/log.ts';
import { runMailDelivery } from '../../src/server/mail/deliver.ts';

// Scheduled: sends what the outbox holds. Leads never wait on this; without SMTP_URL it does nothing
// and mail stays pending in the email_outbox table.
export default async () => {
  const env = process.env;
  const config = loadAppConfig(env);
  if (!config.mail.smtpUrl) return;
  const handle = await openDatabase(selectDriver(env));
  try {
    const report = await runMailDelivery(handle.db, config.mail);
    log.info('scheduled_mail_delivery', { report });
  } finally {
    await handle.close();
  }
};

export const config: Config = { schedule: '*/5 * * * *' };
