import { Hono, type Context } from 'hono';
import {
  changeRoleSchema,
  createTeamMemberSchema,
  resetTeamMemberPasswordSchema,
} from '../../lib/schemas/teamMember.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { toPublicTeamMember } from '../auth/publicTeamMember.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { currentUser, requireRole } from '../middleware/auth.ts';
import { addTeamMember } from '../team/addTeamMember.ts';
import { changeTeamMemberRole } from '../team/changeTeamMemberRole.ts';
import { listTeamMembers } from '../team/listTeamMembers.ts';
import { removeTeamMember } from '../team/removeTeamMember.ts';
import { resetTeamMemberPassword } from '../team/resetTeamMemberPassword.ts';
import { TEAM_MEMBER_MESSAGES } from '../team/teamMemberMessages.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson } from '../validate.ts';

export { TEAM_MEMBER_MESSAGES };

function targetId(c: Context<AppEnv>): string {
  return uuidParam(c.req.param('id') ?? '', TEAM_MEMBER_MESSAGES.notFound);
}

/**
 * Team management (admins only), served at /api/admin/users (see docs/design.md, "Names"):
 * parse, authorise, answer and log; the rules live in src/server/team/. No answer ever carries a
 * password hash.
 */
export const teamRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))

  .get('/', async (c) => c.json(await listTeamMembers(c.get('db'))))

  .post('/', validateJson(createTeamMemberSchema), async (c) => {
    const actor = currentUser(c);
    const input = c.req.valid('json');
    await requireStrongPassword(input.password, input);
    const created = await addTeamMember(c.get('db'), input, c.get('config').bcryptCost);
    log.info('admin.team_member.created', {
      actorId: actor.id,
      actorEmail: actor.email,
      userId: created.id,
      email: created.email,
      role: created.role,
      ip: c.get('ip'),
    });
    return c.json(toPublicTeamMember(created), 201);
  })

  .delete('/:id', async (c) => {
    const id = targetId(c);
    const actor = currentUser(c);
    if (id === actor.id) throw apiError(409, TEAM_MEMBER_MESSAGES.cannotDeleteSelf);
    const deleted = await removeTeamMember(c.get('db'), id, actor.id);
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

  .patch('/:id', validateJson(changeRoleSchema), async (c) => {
    const id = targetId(c);
    const actor = currentUser(c);
    if (id === actor.id) throw apiError(409, TEAM_MEMBER_MESSAGES.cannotChangeOwnRole);
    const { role } = c.req.valid('json');
    const { before, member } = await changeTeamMemberRole(c.get('db'), id, role, actor.id);
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

  .post('/:id/password', validateJson(resetTeamMemberPasswordSchema), async (c) => {
    const id = targetId(c);
    const actor = currentUser(c);
    if (id === actor.id) throw apiError(409, TEAM_MEMBER_MESSAGES.cannotResetOwnPassword);
    const { password } = c.req.valid('json');
    const { member, emailed } = await resetTeamMemberPassword(c.get('db'), id, password, {
      config: c.get('config'),
      actor,
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
