import { Hono } from 'hono';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { listLeadMail } from '../mail/listLeadMail.ts';
import { MAIL_MESSAGES } from '../mail/mailMessages.ts';
import { readMailStatus } from '../mail/readMailStatus.ts';
import { retryMail } from '../mail/retryMail.ts';
import { currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { isUuid } from '../validate.ts';

export { MAIL_MESSAGES };

/**
 * Whether mail actually leaves (admins): GET /api/admin/mail-status, and "Retry" for a failed
 * email: POST /api/admin/mail/{id}/retry puts it back in the queue as if new. The rules live in
 * src/server/mail/.
 */
export const adminMailRoutes = new Hono<AppEnv>()
  .get('/mail-status', requireRole('admin'), async (c) =>
    c.json(await readMailStatus(c.get('db'), c.get('config').mail.smtpUrl)),
  )

  .post('/mail/:id/retry', requireRole('admin'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw apiError(404, MAIL_MESSAGES.notFound);
    const updated = await retryMail(c.get('db'), id);
    const actor = currentUser(c);
    log.info('admin.mail.retry', { actorId: actor.id, actorEmail: actor.email, mailId: id });
    return c.json(updated);
  });

/**
 * GET /api/admin/consultations/{id}/mail: the emails a lead caused and how far each got (staff),
 * with those of its bookings.
 */
export const leadMailRoutes = new Hono<AppEnv>().get('/:id/mail', async (c) => {
  const id = c.req.param('id');
  if (!isUuid(id)) return c.json([]);
  return c.json(await listLeadMail(c.get('db'), id, c.get('config').mail.smtpUrl));
});
