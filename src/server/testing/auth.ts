import { randomUUID } from 'node:crypto';
import { teamMembers, type TeamMemberRow } from '../../../db/schema.ts';
import type { Role } from '../../lib/domain.ts';
import { hashPassword } from '../auth/passwords.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import type { TestApp } from './testApp.ts';

/**
 * Test helpers for signed-in requests. Team members are inserted directly (fast, any state); sessions are
 * always obtained through the real POST /api/auth/login, so tests exercise the real cookie.
 */
export const TEST_PASSWORD = 'correct horse battery';

// Tests hash at the app's cost (BCRYPT_COST, 4 under vitest); a file that asks for cost 12 pays a
// few hundred ms per hash, so reuse one hash per password and cost within a test file.
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string, cost: number) {
  const key = `${cost}:${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(password, cost);
    hashCache.set(key, hash);
  }
  return hash;
}

export interface CreateTeamMemberOptions {
  role?: Role;
  email?: string;
  name?: string;
  password?: string;
  mustChangePassword?: boolean;
  passwordExpiresAt?: Date | null;
}

export async function createTeamMember(
  t: TestApp,
  options: CreateTeamMemberOptions = {},
): Promise<TeamMemberRow> {
  const role = options.role ?? 'employee';
  const [member] = await t.handle.db
    .insert(teamMembers)
    .values({
      role,
      email: options.email ?? `${role}-${randomUUID().slice(0, 8)}@example.com`,
      name: options.name ?? `Test ${role}`,
      password: await cachedHash(options.password ?? TEST_PASSWORD, t.config.bcryptCost),
      mustChangePassword: options.mustChangePassword ?? false,
      passwordExpiresAt: options.passwordExpiresAt ?? null,
    })
    .returning();
  if (!member) throw new Error('createTeamMember: insert returned no row');
  return member;
}

/** The `name=value` pair of the session cookie from a response, for a `Cookie` request header. */
export function sessionCookieFrom(res: Response): string {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!setCookie) throw new Error(`No ${SESSION_COOKIE} cookie in the answer (${res.status})`);
  return setCookie.split(';')[0] ?? '';
}

export async function loginAs(t: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await t.request('/api/auth/login', {
    method: 'POST',
    json: { email, password },
  });
  if (res.status !== 200) {
    throw new Error(`loginAs(${email}) failed: ${res.status} ${await res.text()}`);
  }
  return sessionCookieFrom(res);
}

export interface SignedIn {
  member: TeamMemberRow;
  /** Pass as `headers: { Cookie: cookie }`. */
  cookie: string;
}

/** A fresh team member of the role, signed in through the real login route. */
export async function signIn(
  t: TestApp,
  role: Role,
  options: Omit<CreateTeamMemberOptions, 'role'> = {},
): Promise<SignedIn> {
  const member = await createTeamMember(t, { ...options, role });
  const cookie = await loginAs(t, member.email, options.password ?? TEST_PASSWORD);
  return { member, cookie };
}
