import { and, asc, count, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Database } from '../../../db/client.ts';
import { teamMembers, sessions } from '../../../db/schema.ts';
import {
  changeRoleSchema,
  createTeamMemberSchema,
  resetTeamMemberPasswordSchema,
} from '../../lib/schemas/teamMember.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import {
  adminPasswordResetNotice,
  passwordResetByAdminEmail,
} from '../mail/accountReviewEmails.ts';
import { queueEmail } from '../mail/outbox.ts';
import { hashPassword, temporaryPasswordFields } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { publicTeamMemberColumns, toPublicTeamMember } from '../auth/publicTeamMember.ts';
import { isUniqueViolation } from '../dbErrors.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { AUTH_MESSAGES, currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson } from '../validate.ts';
import { sameEmail } from '../auth/teamMemberEmail.ts';

export const TEAM_MEMBER_MESSAGES = {
  notFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be removed',
  lastAdminDemoted: 'The last admin cannot become an employee',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotResetOwnPassword: 'Use "Change password" in your menu to change your own password',
} as const;

/** Inside the lock: the actor passed the role check before waiting; a transaction that held the
 * lock meanwhile may have removed or demoted them. */
async function assertStillAdmin(tx: Pick<Database, 'select'>, actorId: string) {
  const [stillAdmin] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, actorId), eq(teamMembers.role, 'admin')));
  if (!stillAdmin) throw apiError(401, AUTH_MESSAGES.unauthenticated);
}

async function adminCount(tx: Pick<Database, 'select'>): Promise<number> {
  const [admins] = await tx
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.role, 'admin'));
  return admins?.n ?? 0;
}

function targetId(c: Context<AppEnv>): string {
  return uuidParam(c.req.param('id') ?? '', TEAM_MEMBER_MESSAGES.notFound);
}

/** Team management (admins only). No answer ever carries a password hash. */
export const teamRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))

  .get('/', async (c) => {
    const members = await c.get('db').query.teamMembers.findMany({
      columns: publicTeamMemberColumns,
      orderBy: (t) => [asc(t.createdAt), asc(t.id)],
    });
    return c.json(members);
  })

  .post('/', validateJson(createTeamMemberSchema), async (c) => {
    const actor = currentUser(c);
    const input = c.req.valid('json');
    await requireStrongPassword(input.password, input);
    const db = c.get('db');
    const taken = await db.query.teamMembers.findFirst({
      where: (t) => sameEmail(t.email, input.email),
      columns: { id: true },
    });
    if (taken)
      throw apiError(409, TEAM_MEMBER_MESSAGES.emailTaken, {
        email: TEAM_MEMBER_MESSAGES.emailTaken,
      });
    try {
      const [created] = await db
        .insert(teamMembers)
        .values({
          name: input.name,
          email: input.email,
          role: input.role,
          password: await hashPassword(input.password, c.get('config').bcryptCost),
          // Someone else chose this password: it must be replaced at first sign-in, within 7 days.
          ...temporaryPasswordFields(),
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      log.info('admin.team_member.created', {
        actorId: actor.id,
        actorEmail: actor.email,
        userId: created.id,
        email: created.email,
        role: created.role,
        ip: c.get('ip'),
      });
      return c.json(toPublicTeamMember(created), 201);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw apiError(409, TEAM_MEMBER_MESSAGES.emailTaken, {
          email: TEAM_MEMBER_MESSAGES.emailTaken,
        });
      }
      throw error;
    }
  })

  .delete('/:id', async (c) => {
    const id = targetId(c);
    const actor = currentUser(c);
    if (id === actor.id) throw apiError(409, TEAM_MEMBER_MESSAGES.cannotDeleteSelf);

    const deleted = await c.get('db').transaction(async (tx) => {
      // Every change to who is an admin takes this lock first, so "is another admin left?" is
      // answered by one transaction at a time: two admins deleting each other at the same moment
      // end with one 204 and one 409.
      await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.adminMembership);
      const [target] = await tx
        .select({ id: teamMembers.id, email: teamMembers.email, role: teamMembers.role })
        .from(teamMembers)
        .where(eq(teamMembers.id, id));
      if (!target) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
      if (target.role === 'admin' && (await adminCount(tx)) <= 1) {
        throw apiError(409, TEAM_MEMBER_MESSAGES.lastAdmin);
      }
      await assertStillAdmin(tx, actor.id);
      // Foreign keys do the rest: sessions are deleted (cascade), assigned leads become
      // unassigned and lead history keeps the actor's name (set null).
      await tx.delete(teamMembers).where(eq(teamMembers.id, id));
      return target;
    });

    log.info('admin.team_member.deleted', {
      actorId: actor.id,
      actorEmail: actor.email,
      userId: deleted.id,
      email: deleted.email,
      role: deleted.role,
      ip: c.get('ip'),
    });
    return c.body(null, 204);
  })

  // Change role. The role is read from the database on every request (middleware/auth.ts), so the
  // person's open sessions get the new role on their next request: nothing to end or re-issue.
  .patch('/:id', validateJson(changeRoleSchema), async (c) => {
    const id = targetId(c);
    const actor = currentUser(c);
    if (id === actor.id) throw apiError(409, TEAM_MEMBER_MESSAGES.cannotChangeOwnRole);
    const { role } = c.req.valid('json');

    const { before, member } = await c.get('db').transaction(async (tx) => {
      // The same lock as delete: two admins demoting each other at once end with one 200, one 409.
      await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.adminMembership);
      const [target] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id));
      if (!target) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
      if (target.role === role) {
        await assertStillAdmin(tx, actor.id);
        return { before: target.role, member: target };
      }
      if (target.role === 'admin' && (await adminCount(tx)) <= 1) {
        throw apiError(409, TEAM_MEMBER_MESSAGES.lastAdminDemoted);
      }
      await assertStillAdmin(tx, actor.id);
      const [updated] = await tx
        .update(teamMembers)
        .set({ role })
        .where(eq(teamMembers.id, id))
        .returning();
      return { before: target.role, member: updated ?? target };
    });

    log.info('admin.team_member.role_changed', {
      actorId: actor.id,
      actorEmail: actor.email,
      userId: member.id,
      email: member.email,
      from: before,
      to: member.role,
      ip: c.get('ip'),
    });
    return c.json(toPublicTeamMember(member));
  })

  // Reset password: a new temporary password (must change at next sign-in, expires in 7 days);
  // every session of that person ends, and any forgotten-password link dies with the old hash.
  .post('/:id/password', validateJson(resetTeamMemberPasswordSchema), async (c) => {
    const id = targetId(c);
    const actor = currentUser(c);
    if (id === actor.id) throw apiError(409, TEAM_MEMBER_MESSAGES.cannotResetOwnPassword);
    const { password } = c.req.valid('json');
    const config = c.get('config');
    const target = await c.get('db').query.teamMembers.findFirst({
      where: (t, { eq: equals }) => equals(t.id, id),
      columns: { name: true, email: true },
    });
    // Before the slow hash (one at a time, sign-ins wait behind it); the update below checks again.
    if (!target) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
    await requireStrongPassword(password, target);
    const hash = await hashPassword(password, config.bcryptCost);
    const temporary = temporaryPasswordFields();
    // Mailed only when delivery is set up: otherwise the admin hands it over and no copy of the
    // password waits in the outbox.
    const emailed = Boolean(config.mail.smtpUrl);

    const member = await c.get('db').transaction(async (tx) => {
      const [updated] = await tx
        .update(teamMembers)
        .set({ password: hash, ...temporary })
        .where(eq(teamMembers.id, id))
        .returning();
      if (!updated) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
      await tx.delete(sessions).where(eq(sessions.userId, id));
      if (emailed) {
        await queueEmail(
          tx,
          passwordResetByAdminEmail(updated, password, config.siteUrl, temporary.passwordExpiresAt),
        );
        // An admin account taken over this way must not go unnoticed: its owner learns who did it.
        if (updated.role === 'admin') {
          await queueEmail(tx, adminPasswordResetNotice(updated, actor, new Date()));
        }
      }
      return updated;
    });

    log.info('admin.team_member.password_reset', {
      actorId: actor.id,
      actorEmail: actor.email,
      userId: member.id,
      email: member.email,
      emailed,
      ip: c.get('ip'),
    });
    return c.json({ ...toPublicTeamMember(member), emailed });
  });
