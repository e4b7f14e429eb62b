import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminUsers } from '../../../db/schema.ts';
import { createUserSchema } from '../../lib/schemas/user.ts';
import { hashPassword, temporaryPasswordFields } from '../auth/passwords.ts';
import { publicUserColumns, toPublicUser } from '../auth/publicUser.ts';
import { isUniqueViolation } from '../dbErrors.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { AUTH_MESSAGES, currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { isUuid, validateJson } from '../validate.ts';

export const USER_MESSAGES = {
  notFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be removed',
} as const;

/**
 * Every change to who is an admin takes this transaction-scoped lock first, so "is another admin
 * left?" is answered by one transaction at a time: two admins deleting each other at the same
 * moment end with one 204 and one 409, on PGlite and PostgreSQL alike.
 */
const ADMIN_MEMBERSHIP_LOCK_KEY = 7_245_002;

/** Team management (admins only). No answer ever carries a password hash (security.md 35). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))

  .get('/', async (c) => {
    const users = await c.get('db').query.adminUsers.findMany({
      columns: publicUserColumns,
      orderBy: (t) => [asc(t.createdAt), asc(t.id)],
    });
    return c.json(users);
  })

  .post('/', validateJson(createUserSchema), async (c) => {
    const actor = currentUser(c);
    const input = c.req.valid('json');
    const db = c.get('db');
    const taken = await db.query.adminUsers.findFirst({
      where: (t, { eq: equals }) => equals(sql`lower(${t.email})`, input.email),
      columns: { id: true },
    });
    if (taken) throw apiError(409, USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
    try {
      const [user] = await db
        .insert(adminUsers)
        .values({
          name: input.name,
          email: input.email,
          role: input.role,
          password: await hashPassword(input.password),
          // Someone else chose this password: it must be replaced at first sign-in, within 7 days.
          ...temporaryPasswordFields(),
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      log.info('admin.user.created', {
        actorId: actor.id,
        actorEmail: actor.email,
        userId: user.id,
        email: user.email,
        role: user.role,
        ip: c.get('ip'),
      });
      return c.json(toPublicUser(user), 201);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw apiError(409, USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
      }
      throw error;
    }
  })

  .delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw apiError(404, USER_MESSAGES.notFound);
    const actor = currentUser(c);
    if (id === actor.id) throw apiError(409, USER_MESSAGES.cannotDeleteSelf);

    const deleted = await c.get('db').transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_MEMBERSHIP_LOCK_KEY})`);
      const [target] = await tx
        .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
        .from(adminUsers)
        .where(eq(adminUsers.id, id));
      if (!target) throw apiError(404, USER_MESSAGES.notFound);
      if (target.role === 'admin') {
        const [admins] = await tx
          .select({ n: count() })
          .from(adminUsers)
          .where(eq(adminUsers.role, 'admin'));
        if ((admins?.n ?? 0) <= 1) throw apiError(409, USER_MESSAGES.lastAdmin);
      }
      // The actor passed the role check before waiting for the lock; a transaction that held it
      // meanwhile may have removed or demoted them.
      const [stillAdmin] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, actor.id), eq(adminUsers.role, 'admin')));
      if (!stillAdmin) throw apiError(401, AUTH_MESSAGES.unauthenticated);
      // Foreign keys do the rest: sessions are deleted (cascade), assigned leads become
      // unassigned and lead history keeps the actor's name (set null).
      await tx.delete(adminUsers).where(eq(adminUsers.id, id));
      return target;
    });

    log.info('admin.user.deleted', {
      actorId: actor.id,
      actorEmail: actor.email,
      userId: deleted.id,
      email: deleted.email,
      role: deleted.role,
      ip: c.get('ip'),
    });
    return c.body(null, 204);
  });
