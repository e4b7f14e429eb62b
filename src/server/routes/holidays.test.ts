import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDate } from '../../lib/booking/slots.ts';
import { localDate } from '../../lib/firmTime.ts';
import { HOLIDAY_MESSAGES } from '../../lib/schemas/booking.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createHost, daysAhead, getSlots } from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  employee = await signIn(t, 'employee');
});
afterAll(async () => t.close());

const add = (who: SignedIn | null, json: unknown) =>
  t.request('/api/admin/holidays', {
    method: 'POST',
    json,
    headers: who ? { Cookie: who.cookie } : {},
  });
const remove = (who: SignedIn, day: string) =>
  t.request(`/api/admin/holidays/${day}`, { method: 'DELETE', headers: { Cookie: who.cookie } });
const list = async (who: SignedIn) => {
  const res = await t.request('/api/admin/holidays', { headers: { Cookie: who.cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { holidays: { day: string; name: string }[] }).holidays;
};

describe(`/api/admin/holidays (${testBackend()})`, () => {
  it('an admin adds a holiday: its day has no slots; removing it brings them back', async () => {
    await createHost(t.handle.db);
    const day = daysAhead(4);
    const datesOf = async () =>
      new Set(
        (await getSlots(t, 'cannabis', 3, daysAhead(3))).map((s) => localDate(Date.parse(s.start))),
      );
    expect(await datesOf()).toContain(day);

    const res = await add(admin, { day, name: '  Thanksgiving ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ day, name: 'Thanksgiving' });
    expect([...(await datesOf())]).toEqual([daysAhead(3), daysAhead(5)]);
    // Employees read the list (the booking calendar is theirs too).
    expect(await list(employee)).toEqual([{ day, name: 'Thanksgiving' }]);

    expect((await remove(admin, day)).status).toBe(204);
    expect(await datesOf()).toContain(day);
    expect(await list(admin)).toEqual([]);
    expect((await remove(admin, day)).status).toBe(404);
  });

  it('403 for an employee adding or removing, whatever the body; 401 signed out', async () => {
    const day = daysAhead(10);
    expect((await add(employee, { day, name: 'Mine' })).status).toBe(403);
    expect((await add(employee, { nonsense: true })).status).toBe(403);
    expect((await add(null, { day, name: 'Mine' })).status).toBe(401);
    expect((await add(admin, { day, name: 'Firm retreat' })).status).toBe(201);
    expect((await remove(employee, day)).status).toBe(403);
    expect(await list(admin)).toEqual([{ day, name: 'Firm retreat' }]);
    expect((await remove(admin, day)).status).toBe(204);
  });

  it('400 naming the field: not a real date, a past day, no name; 409 for a day already taken', async () => {
    const fieldsOf = async (json: unknown) => {
      const res = await add(admin, json);
      expect(res.status).toBe(400);
      return ((await res.json()) as { fields: Record<string, string> }).fields;
    };
    expect(await fieldsOf({ day: '2030-02-30', name: 'x' })).toEqual({
      day: HOLIDAY_MESSAGES.day,
    });
    expect(await fieldsOf({ day: '12/25/2030', name: 'x' })).toEqual({
      day: HOLIDAY_MESSAGES.day,
    });
    const yesterday = nextDate(localDate(Date.now()), -1);
    expect(await fieldsOf({ day: yesterday, name: 'x' })).toEqual({
      day: HOLIDAY_MESSAGES.past,
    });
    expect(await fieldsOf({ day: daysAhead(12), name: '   ' })).toEqual({
      name: HOLIDAY_MESSAGES.name,
    });

    const day = daysAhead(12);
    expect((await add(admin, { day, name: 'First' })).status).toBe(201);
    const again = await add(admin, { day, name: 'Second' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { fields: unknown }).fields).toEqual({
      day: HOLIDAY_MESSAGES.duplicate,
    });
    expect(await list(admin)).toEqual([{ day, name: 'First' }]);
  });
});
