import type { Config } from '@netlify/functions';
import { openDatabase } from '../../db/client.ts';
import { shippedFacts } from '../../src/lib/publishedFacts.ts';
import { loadAppConfig } from '../../src/server/config.ts';
import { loadDatabaseConfig } from '../../src/server/settings/database.ts';
import { log } from '../../src/server/log.ts';
import { runOverdueDigest } from '../../src/server/mail/overdueDigest.ts';

// Scheduled: queues the morning digest of overdue leads (src/server/mail/overdueDigest.ts). The
// schedule is in UTC, so it runs every hour of the New York morning in both winter and summer
// time; the pass itself sends only from 08:00 New York time and at most once a day.
export default async () => {
  const config = loadAppConfig(process.env);
  const handle = await openDatabase(loadDatabaseConfig(process.env));
  try {
    const result = await runOverdueDigest(handle.db, {
      siteUrl: config.siteUrl,
      staffNotifyEmail: config.mail.staffNotifyEmail,
      // A publish in production is a deploy: the facts this function was built with are in force.
      hours: shippedFacts.site.hours,
    });
    log.info('scheduled_overdue_digest', { ...result });
  } finally {
    await handle.close();
  }
};

// 12:00-16:00 UTC, Monday to Friday: 08:00-11:00 EDT / 07:00-11:00 EST.
export const config: Config = { schedule: '0 12-16 * * 1-5' };
