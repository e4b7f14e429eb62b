import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { getSlots } from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;
let colleague: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  employee = await signIn(t, 'employee');
  colleague = await signIn(t, 'employee');
});
afterAll(async () => t.close());

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
const put = (who: SignedIn | null, id: string, json: unknown) =>
  t.request(`/api/admin/availability/${id}`, {
    method: 'PUT',
    json,
    headers: who ? { Cookie: who.cookie } : {},
  });

describe(`PUT /api/admin/availability/:teamMemberId (${testBackend()})`, () => {
  it('an employee sets their own hours and divisions; the slots then offer them', async () => {
    expect(await getSlots(t, 'marketing', 14)).toEqual([]);
    const res = await put(employee, employee.member.id, {
      weekly: [...weekdays, { weekday: 6, start: '10:00', end: '12:00' }],
      divisions: ['marketing'],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.weekly).toHaveLength(6);
    expect(body.divisions).toEqual(['marketing']);
    expect((await getSlots(t, 'marketing', 14)).length).toBeGreaterThan(0);
    const read = await t.request(`/api/admin/availability/${employee.member.id}`, {
      headers: { Cookie: employee.cookie },
    });
    expect(await read.json()).toEqual(body);
  });

  it('403 for an employee on someone else’s; an admin may edit anyone’s', async () => {
    const json = { weekly: weekdays, divisions: ['cannabis'] };
    expect((await put(employee, colleague.member.id, json)).status).toBe(403);
    expect(
      (
        await t.request(`/api/admin/availability/${colleague.member.id}`, {
          headers: { Cookie: employee.cookie },
        })
      ).status,
    ).toBe(403);
    expect((await put(admin, colleague.member.id, json)).status).toBe(200);
  });

  it('401 signed out; 404 for an unknown member', async () => {
    expect((await put(null, employee.member.id, { weekly: [], divisions: [] })).status).toBe(401);
    expect(
      (await put(admin, '00000000-0000-4000-8000-000000000000', { weekly: [], divisions: [] }))
        .status,
    ).toBe(404);
  });

  it('a window that ends before it starts, or a bad clock, is a 400 naming it', async () => {
    const res = await put(admin, employee.member.id, {
      weekly: [
        { weekday: 1, start: '12:00', end: '09:00' },
        { weekday: 2, start: '9am', end: '17:00' },
      ],
      divisions: [],
    });
    expect(res.status).toBe(400);
    const fields = Object.keys((await res.json()).fields);
    expect(fields).toContain('weekly.0.end');
    expect(fields).toContain('weekly.1.start');
  });

  it('an empty week turns the host off again; time off is kept and read back', async () => {
    const start = new Date(Date.now() + 86400_000).toISOString();
    const end = new Date(Date.now() + 3 * 86400_000).toISOString();
    const res = await put(employee, employee.member.id, {
      weekly: [],
      divisions: ['marketing'],
      timeOff: [{ start, end, reason: 'Course' }],
    });
    expect(res.status).toBe(200);
    expect((await res.json()).timeOff).toEqual([{ start, end, reason: 'Course' }]);
    expect(await getSlots(t, 'marketing', 14)).toEqual([]);
  });
});
