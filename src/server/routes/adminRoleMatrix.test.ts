import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../../db/schema.ts';
import { requireRole } from '../middleware/auth.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Every staff route × every kind of caller. When you add a route under
 * /api/admin, add a row here: the last test fails for any registered admin route missing from
 * the table. `access: 'admin'` means employees get 403; 'staff' means any signed-in user.
 * Use ids that do not exist: an admin then gets 404/400, which is enough to prove the gate let them in.
 * Put requireRole('admin') before the validator, or an employee's bad body answers 400, not 403.
 */
interface MatrixRow {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered (Hono pattern), e.g. '/api/admin/users/:id'. */
  pattern: string;
  /** The concrete path to call. */
  path: string;
  access: 'admin' | 'staff';
  json?: unknown;
  multipart?: boolean;
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export const ADMIN_ROUTE_MATRIX: MatrixRow[] = [
  {
    method: 'GET',
    pattern: '/api/admin/account-requests',
    path: '/api/admin/account-requests',
    access: 'admin',
  },
  {
    method: 'PATCH',
    pattern: '/api/admin/account-requests/:id',
    path: `/api/admin/account-requests/${MISSING_ID}`,
    access: 'admin',
    json: { status: 'rejected' },
  },
  { method: 'GET', pattern: '/api/admin/users', path: '/api/admin/users', access: 'admin' },
  {
    method: 'POST',
    pattern: '/api/admin/users',
    path: '/api/admin/users',
    access: 'admin',
    // Invalid on purpose (admin → 400): the gate must answer before validation for the others.
    json: { role: 'superadmin' },
  },
  {
    method: 'DELETE',
    pattern: '/api/admin/users/:id',
    path: `/api/admin/users/${MISSING_ID}`,
    access: 'admin',
  },
  // Leads workspace: every signed-in staff member.
  {
    method: 'GET',
    pattern: '/api/admin/consultations',
    path: '/api/admin/consultations',
    access: 'staff',
  },
  {
    method: 'GET',
    pattern: '/api/admin/consultations/stats',
    path: '/api/admin/consultations/stats',
    access: 'staff',
  },
  {
    method: 'GET',
    pattern: '/api/admin/consultations/export.csv',
    path: '/api/admin/consultations/export.csv',
    access: 'staff',
  },
  {
    method: 'GET',
    pattern: '/api/admin/consultations/:id',
    path: `/api/admin/consultations/${MISSING_ID}`,
    access: 'staff',
  },
  {
    method: 'GET',
    pattern: '/api/admin/consultations/:id/events',
    path: `/api/admin/consultations/${MISSING_ID}/events`,
    access: 'staff',
  },
  {
    method: 'PATCH',
    pattern: '/api/admin/consultations/:id',
    path: `/api/admin/consultations/${MISSING_ID}`,
    access: 'staff',
    json: { status: 'contacted' },
  },
  { method: 'GET', pattern: '/api/admin/staff', path: '/api/admin/staff', access: 'staff' },
  // Staff accounts and mail you can see.
  {
    method: 'PATCH',
    pattern: '/api/admin/users/:id',
    path: `/api/admin/users/${MISSING_ID}`,
    access: 'admin',
    json: { role: 'employee' },
  },
  {
    method: 'POST',
    pattern: '/api/admin/users/:id/password',
    path: `/api/admin/users/${MISSING_ID}/password`,
    access: 'admin',
    json: { password: 'a temporary secret' },
  },
  {
    method: 'GET',
    pattern: '/api/admin/mail-status',
    path: '/api/admin/mail-status',
    access: 'admin',
  },
  {
    method: 'POST',
    pattern: '/api/admin/mail/:id/retry',
    path: `/api/admin/mail/${MISSING_ID}/retry`,
    access: 'admin',
  },
  {
    method: 'GET',
    pattern: '/api/admin/consultations/:id/mail',
    path: `/api/admin/consultations/${MISSING_ID}/mail`,
    access: 'staff',
  },
  // Availability: admins anyone's, employees only their own (availability.test.ts); someone
  // else's is 403 for an employee whatever the body.
  {
    method: 'GET',
    pattern: '/api/admin/availability/:teamMemberId',
    path: `/api/admin/availability/${MISSING_ID}`,
    access: 'admin',
  },
  {
    method: 'PUT',
    pattern: '/api/admin/availability/:teamMemberId',
    path: `/api/admin/availability/${MISSING_ID}`,
    access: 'admin',
  },
  // Firm holidays: everyone reads them, only admins add or remove (holidays.test.ts).
  { method: 'GET', pattern: '/api/admin/holidays', path: '/api/admin/holidays', access: 'staff' },
  {
    method: 'POST',
    pattern: '/api/admin/holidays',
    path: '/api/admin/holidays',
    access: 'admin',
    json: { day: 'not a date', name: '' },
  },
  {
    method: 'DELETE',
    pattern: '/api/admin/holidays/:day',
    path: '/api/admin/holidays/2099-01-01',
    access: 'admin',
  },
  // Content editor: any staff member edits (the store answers 503 here: none is configured);
  // publishing is for admins. Legal pages are admin-only per entry (adminContent.test.ts).
  { method: 'GET', pattern: '/api/admin/content', path: '/api/admin/content', access: 'staff' },
  {
    method: 'GET',
    pattern: '/api/admin/content/status',
    path: '/api/admin/content/status',
    access: 'staff',
  },
  {
    method: 'POST',
    pattern: '/api/admin/content/publish',
    path: '/api/admin/content/publish',
    access: 'admin',
  },
  {
    method: 'POST',
    pattern: '/api/admin/content/preview',
    path: '/api/admin/content/preview',
    access: 'staff',
    json: { body: 'A preview.' },
  },
  {
    method: 'GET',
    pattern: '/api/admin/content/media',
    path: '/api/admin/content/media',
    access: 'staff',
  },
  {
    method: 'GET',
    pattern: '/api/admin/content/drafts/changes',
    path: '/api/admin/content/drafts/changes',
    access: 'staff',
  },
  {
    method: 'POST',
    pattern: '/api/admin/content/drafts/discard',
    path: '/api/admin/content/drafts/discard',
    access: 'staff',
    json: { paths: ['src/content/faq/regions.yaml'] },
  },
  {
    method: 'POST',
    pattern: '/api/admin/content/media',
    path: '/api/admin/content/media',
    access: 'staff',
    // Uploads are multipart (the guard answers 415 to anything else, signed in or not).
    multipart: true,
  },
  {
    method: 'POST',
    pattern: '/api/admin/content/:collection',
    path: '/api/admin/content/testimonials',
    access: 'staff',
  },
  {
    method: 'GET',
    pattern: '/api/admin/content/:collection/:id',
    path: '/api/admin/content/testimonials/karen-li',
    access: 'staff',
  },
  {
    method: 'PUT',
    pattern: '/api/admin/content/:collection/:id',
    path: '/api/admin/content/testimonials/karen-li',
    access: 'staff',
  },
  {
    method: 'DELETE',
    pattern: '/api/admin/content/:collection/:id',
    path: '/api/admin/content/testimonials/karen-li',
    access: 'staff',
  },
  // Bookings: every signed-in staff member; employees only act on the bookings they host
  // (adminBookings.test.ts), so an unknown one is 404 for everyone.
  { method: 'GET', pattern: '/api/admin/bookings', path: '/api/admin/bookings', access: 'staff' },
  {
    method: 'PATCH',
    pattern: '/api/admin/bookings/:id',
    path: `/api/admin/bookings/${MISSING_ID}`,
    access: 'staff',
    json: { status: 'completed' },
  },
  {
    method: 'POST',
    pattern: '/api/admin/bookings/:id/cancel',
    path: `/api/admin/bookings/${MISSING_ID}/cancel`,
    access: 'staff',
    json: { reason: 'The office is closed.' },
  },
  {
    method: 'POST',
    pattern: '/api/admin/bookings/:id/reschedule',
    path: `/api/admin/bookings/${MISSING_ID}/reschedule`,
    access: 'staff',
    json: { start: '2030-01-01T14:00:00.000Z' },
  },
];

/** Signed-in routes outside /api/admin, walked the same way. */
const SIGNED_IN_ROUTES: MatrixRow[] = [
  // A probe registered below with the real middleware, so the gate itself is proven on every branch.
  {
    method: 'POST',
    pattern: '/api/admin/__probe',
    path: '/api/admin/__probe',
    access: 'admin',
    json: { any: 'body' },
  },
  { method: 'GET', pattern: '/api/auth/me', path: '/api/auth/me', access: 'staff' },
  {
    method: 'POST',
    pattern: '/api/auth/change-password',
    path: '/api/auth/change-password',
    access: 'staff',
    json: { currentPassword: 'wrong one', newPassword: 'another fine secret' },
  },
];

const ROWS = [...ADMIN_ROUTE_MATRIX, ...SIGNED_IN_ROUTES];

let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  t.app.post('/admin/__probe', requireRole('admin'), (c) => c.json({ ok: true }));
  admin = await signIn(t, 'admin');
  employee = await signIn(t, 'employee');
});
afterAll(async () => {
  await t.close();
});

const call = (row: MatrixRow, cookie?: string) =>
  t.request(row.path, {
    method: row.method,
    headers: cookie ? { Cookie: cookie } : {},
    ...(row.multipart
      ? { body: new FormData() }
      : { json: row.json ?? (row.method === 'GET' || row.method === 'DELETE' ? undefined : {}) }),
  });

describe(`role matrix (${testBackend()})`, () => {
  it.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s: anonymous 401, employee per access, admin allowed',
    async (_, row) => {
      expect((await call(row)).status, 'anonymous').toBe(401);
      const asEmployee = (await call(row, employee.cookie)).status;
      if (row.access === 'admin') expect(asEmployee, 'employee').toBe(403);
      else expect([401, 403], 'employee').not.toContain(asEmployee);
      expect([401, 403], 'admin').not.toContain((await call(row, admin.cookie)).status);
    },
  );

  it('answers 401 to anonymous callers on any /api/admin path, known or not', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const res = await t.request('/api/admin/no-such-thing', {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status, method).toBe(401);
    }
  });

  it('lets an admin through the probe and refuses a demoted or pending-password admin', async () => {
    const probe = SIGNED_IN_ROUTES[0]!;
    expect((await call(probe, admin.cookie)).status).toBe(200);
    const pending = await signIn(t, 'admin', {
      mustChangePassword: true,
      passwordExpiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await call(probe, pending.cookie)).status).toBe(403);
    const demoted = await signIn(t, 'admin');
    expect((await call(probe, demoted.cookie)).status).toBe(200);
    await t.handle.db
      .update(teamMembers)
      .set({ role: 'employee' })
      .where(eq(teamMembers.id, demoted.member.id));
    expect((await call(probe, demoted.cookie)).status).toBe(403);
  });

  it('lists every registered /api/admin route in the matrix', () => {
    // Route discovery works (sub-app routes are listed with their full path).
    expect(t.app.routes.some((r) => r.method === 'GET' && r.path === '/api/auth/me')).toBe(true);
    const listed = new Set(ADMIN_ROUTE_MATRIX.map((row) => `${row.method} ${row.pattern}`));
    const registered = t.app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .filter((r) => r.path !== '/api/admin/__probe')
      .map((r) => `${r.method} ${r.path}`);
    const missing = registered.filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
  });
});
