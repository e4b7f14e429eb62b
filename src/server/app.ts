import { Hono } from 'hono';
import { shippedFacts } from '../lib/publishedFacts.ts';
import { bookingTokenRateLimit } from './booking/tokenRateLimit.ts';
import { resolveClientIp } from './clientIp.ts';
import { errorHandler, notFoundHandler } from './middleware/errorHandler.ts';
import { requireUser } from './middleware/auth.ts';
import { jsonBodyLimit, stateChangeGuard } from './middleware/requestGuards.ts';
import { apiSecurityHeaders } from './middleware/securityHeaders.ts';
import { accountRequestRoutes } from './routes/accountRequests.ts';
import { adminAccountRequestRoutes } from './routes/adminAccountRequests.ts';
import { teamRoutes } from './routes/team.ts';
import { authRoutes } from './routes/auth.ts';
import { adminBookingRoutes } from './routes/adminBookings.ts';
import { availabilityRoutes } from './routes/availability.ts';
import { holidayRoutes } from './routes/holidays.ts';
import { bookingRoutes } from './routes/booking.ts';
import { bookingManageRoutes } from './routes/bookingManage.ts';
import { chatRoutes } from './routes/chat.ts';
import { consultationRoutes } from './routes/consultations.ts';
import { contentMediaRoutes } from './routes/contentMedia.ts';
import { adminContentRoutes } from './routes/adminContent.ts';
import { adminContentPreviewRoutes } from './routes/adminContentPreview.ts';
import { healthRoutes } from './routes/health.ts';
import { leadRoutes } from './routes/leads.ts';
import { adminMailRoutes, leadMailRoutes } from './routes/adminMail.ts';
import { passwordResetRoutes } from './routes/passwordReset.ts';
import { sessionRoutes } from './routes/session.ts';
import { teamNameRoutes } from './routes/teamNames.ts';
import type { AppDeps, AppEnv } from './types.ts';

/**
 * The whole API as one Hono app. The Netlify function and the local Node server both call
 * `createApp(deps).fetch`; tests call `app.request()`. Dependencies come in, nothing is global.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use('*', apiSecurityHeaders());
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('driver', deps.driver);
    c.set('config', deps.config);
    if (deps.verifyTurnstile) c.set('verifyTurnstile', deps.verifyTurnstile);
    if (deps.contentStore) c.set('contentStore', deps.contentStore);
    if (deps.chatKnowledge) c.set('chatKnowledge', deps.chatKnowledge);
    c.set('facts', deps.factsSource?.current() ?? shippedFacts);
    c.set('ip', resolveClientIp(c.req.raw, c.env, deps.config.trustedIpHeader));
    await next();
  });
  app.use('*', stateChangeGuard());
  app.use('*', jsonBodyLimit());

  // Every staff route needs a live session (401) and a changed temporary password (403); routes
  // add requireRole('admin') where only admins may go.
  app.use('/admin/*', requireUser());

  app.route('/health', healthRoutes);
  app.route('/auth', authRoutes);
  app.route('/auth', passwordResetRoutes);
  app.route('/auth', sessionRoutes);
  app.route('/account-requests', accountRequestRoutes);
  app.route('/chat', chatRoutes);
  app.route('/consultations', consultationRoutes);
  // Per-address bounds on the routes the booking emails' tokens open (booking/tokenRateLimit.ts).
  app.use('/booking/confirm', bookingTokenRateLimit());
  // '/booking/manage/*' matches /booking/manage itself too.
  app.use('/booking/manage/*', bookingTokenRateLimit());
  app.route('/booking', bookingRoutes);
  app.route('/booking/manage', bookingManageRoutes);
  // Published URLs: /admin/users and /admin/staff serve team members, /admin/consultations leads.
  app.route('/admin/account-requests', adminAccountRequestRoutes);
  app.route('/admin/users', teamRoutes);
  app.route('/admin/consultations', leadRoutes);
  app.route('/admin/staff', teamNameRoutes);
  app.route('/admin/availability', availabilityRoutes);
  app.route('/admin/holidays', holidayRoutes);
  // Before the content routes: their POST /:collection would take /media.
  app.route('/admin/content/media', contentMediaRoutes);
  app.route('/admin/content/preview', adminContentPreviewRoutes);
  app.route('/admin/content', adminContentRoutes);
  app.route('/admin/bookings', adminBookingRoutes);
  app.route('/admin', adminMailRoutes);
  app.route('/admin/consultations', leadMailRoutes);

  app.notFound(notFoundHandler);
  app.onError(errorHandler);
  return app;
}

export type App = ReturnType<typeof createApp>;
