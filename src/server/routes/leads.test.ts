import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEvents } from '../../../db/schema.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createLead } from '../testing/leads.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { ASSIGNEE_NOT_FOUND, LEAD_NOT_FOUND } from './leads.ts';

let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin', { name: 'Avery Admin' });
  employee = await signIn(t, 'employee', { name: 'Erin Employee' });
});
afterAll(async () => {
  await t.close();
});

const base = '/api/admin/consultations';
const get = (path: string, who: SignedIn = employee) =>
  t.request(path, { headers: { Cookie: who.cookie } });
const patch = (id: string, json: unknown, who: SignedIn = employee) =>
  t.request(`${base}/${id}`, { method: 'PATCH', json, headers: { Cookie: who.cookie } });
const eventsOf = (leadId: string) =>
  t.handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));

describe(`leads API (${testBackend()})`, () => {
  it('lists leads newest first for any signed-in staff member', async () => {
    const older = await createLead(t, { name: 'Older', createdAt: new Date('2026-01-01T10:00Z') });
    const newer = await createLead(t, { name: 'Newer', createdAt: new Date('2026-03-01T10:00Z') });
    const res = await get(base);
    expect(res.status).toBe(200);
    const list = ((await res.json()) as { leads: { id: string; createdAt: string }[] }).leads;
    const ids = list.map((lead) => lead.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const times = list.map((lead) => Date.parse(lead.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 401 to anonymous callers', async () => {
    const lead = await createLead(t);
    expect((await t.request(base)).status).toBe(401);
    expect((await t.request(`${base}/${lead.id}`)).status).toBe(401);
    expect((await t.request(`${base}/export.csv`)).status).toBe(401);
    expect((await t.request(`${base}/stats`)).status).toBe(401);
    expect((await t.request(`${base}/${lead.id}`, { method: 'PATCH', json: {} })).status).toBe(401);
  });

  it('gets one lead with every field', async () => {
    const lead = await createLead(t, {
      name: 'Zoë 東京',
      phone: '413-555-0100',
      company: 'Acme',
      isSocialEquityApplicant: true,
      serviceType: 'Cannabis/Social Equity',
    });
    const res = await get(`${base}/${lead.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: lead.id,
      name: 'Zoë 東京',
      email: 'jordan@example.com',
      phone: '413-555-0100',
      company: 'Acme',
      serviceType: 'Cannabis/Social Equity',
      isSocialEquityApplicant: true,
      status: 'new',
      notes: null,
      assignedTo: null,
      contactedAt: null,
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000001'],
    ['a malformed id', 'not-a-uuid'],
    ['an SQL-looking id', encodeURIComponent('1 OR 1=1')],
    ['a quoted SQL id', encodeURIComponent("1' OR '1'='1")],
  ])('answers 404 (never 500) for %s', async (_, id) => {
    for (const path of [`${base}/${id}`, `${base}/${id}/events`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: LEAD_NOT_FOUND, code: 'not_found' });
    }
    const res = await patch(id, { status: 'contacted' });
    expect(res.status).toBe(404);
  });

  it('updates the status and stamps contactedAt on the first move to contacted', async () => {
    const lead = await createLead(t);
    const before = Date.now();
    const res = await patch(lead.id, { status: 'contacted' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; contactedAt: string };
    expect(body.status).toBe('contacted');
    expect(Date.parse(body.contactedAt)).toBeGreaterThanOrEqual(before - 1000);

    // Moving away and back does not move the first-contact time.
    await patch(lead.id, { status: 'in_progress' });
    const again = (await (await patch(lead.id, { status: 'contacted' })).json()) as {
      contactedAt: string;
    };
    expect(again.contactedAt).toBe(body.contactedAt);
  });

  it('keeps a contactedAt the client sends', async () => {
    const lead = await createLead(t);
    const res = await patch(lead.id, {
      status: 'contacted',
      contactedAt: '2026-05-01T09:30:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { contactedAt: string }).contactedAt).toBe(
      '2026-05-01T09:30:00.000Z',
    );
  });

  it('updates notes (an emptied box clears them) and the owner', async () => {
    const lead = await createLead(t);
    let res = await patch(lead.id, { notes: 'Called, left a voicemail.' });
    expect(((await res.json()) as { notes: string }).notes).toBe('Called, left a voicemail.');
    res = await patch(lead.id, { notes: '   ' });
    expect(((await res.json()) as { notes: string | null }).notes).toBeNull();

    res = await patch(lead.id, { assignedTo: admin.member.id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { assignedTo: string }).assignedTo).toBe(admin.member.id);
    res = await patch(lead.id, { assignedTo: null });
    expect(((await res.json()) as { assignedTo: string | null }).assignedTo).toBeNull();
  });

  // Issue 13, item 1: every :id route takes the id in any case and answers for the same lead.
  it('takes upper- and mixed-case ids on every :id route; an owner id in capitals is no change', async () => {
    const lead = await createLead(t);
    const mixed = [...lead.id].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');
    for (const id of [lead.id.toUpperCase(), mixed]) {
      const one = await get(`${base}/${id}`);
      expect(one.status, id).toBe(200);
      expect(((await one.json()) as { id: string }).id).toBe(lead.id);
      expect((await get(`${base}/${id}/events`)).status, id).toBe(200);
    }
    expect((await patch(mixed, { assignedTo: admin.member.id })).status).toBe(200);
    const res = await patch(lead.id.toUpperCase(), { assignedTo: admin.member.id.toUpperCase() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { assignedTo: string }).assignedTo).toBe(admin.member.id);
    expect((await eventsOf(lead.id)).filter((e) => e.field === 'assignedTo')).toHaveLength(1);
  });

  it('writes one history row per changed field with who, when, old and new', async () => {
    const lead = await createLead(t, { notes: 'old note' });
    const res = await patch(lead.id, {
      status: 'contacted',
      notes: 'new note',
      assignedTo: employee.member.id,
    });
    expect(res.status).toBe(200);
    const rows = await eventsOf(lead.id);
    const byField = Object.fromEntries(rows.map((row) => [row.field, row]));
    expect(Object.keys(byField).sort()).toEqual(['assignedTo', 'contactedAt', 'notes', 'status']);
    expect(byField.status).toMatchObject({ oldValue: 'new', newValue: 'contacted' });
    expect(byField.notes).toMatchObject({ oldValue: 'old note', newValue: 'new note' });
    expect(byField.assignedTo).toMatchObject({ oldValue: null, newValue: 'Erin Employee' });
    expect(byField.contactedAt?.oldValue).toBeNull();
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: employee.member.id, actorName: 'Erin Employee' });
    }

    // Re-sending the same values changes nothing and records nothing.
    await patch(lead.id, {
      status: 'contacted',
      notes: 'new note',
      assignedTo: employee.member.id,
    });
    expect(await eventsOf(lead.id)).toHaveLength(4);

    // Reassigning records both names; the events route answers newest first.
    await patch(lead.id, { assignedTo: admin.member.id }, admin);
    const history = (await (await get(`${base}/${lead.id}/events`)).json()) as {
      field: string;
      actorName: string;
      oldValue: string | null;
      newValue: string | null;
    }[];
    expect(history).toHaveLength(5);
    expect(history[0]).toMatchObject({
      field: 'assignedTo',
      actorName: 'Avery Admin',
      oldValue: 'Erin Employee',
      newValue: 'Avery Admin',
    });
  });

  it.each([
    ['an unknown status', { status: 'won' }, 'status'],
    ['a non-string status', { status: 3 }, 'status'],
    ['an owner id that is no uuid', { assignedTo: 'bob' }, 'assignedTo'],
    ['an unparseable contactedAt', { contactedAt: 'yesterday' }, 'contactedAt'],
    ['notes over 5000 characters', { notes: 'x'.repeat(5001) }, 'notes'],
    ['an extra field', { status: 'new', createdAt: '2020-01-01T00:00:00Z' }, 'body'],
    ['an id in the body', { id: '00000000-0000-4000-8000-000000000009' }, 'body'],
  ])('answers 400 for %s and changes nothing', async (_, json, field) => {
    const lead = await createLead(t);
    const res = await patch(lead.id, json);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
    const after = (await (await get(`${base}/${lead.id}`)).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ status: 'new', createdAt: lead.createdAt.toISOString() });
    expect(await eventsOf(lead.id)).toHaveLength(0);
  });

  it('answers 400 for an owner that is no user, and changes nothing', async () => {
    const lead = await createLead(t);
    const res = await patch(lead.id, {
      status: 'qualified',
      assignedTo: '00000000-0000-4000-8000-00000000dead',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: ASSIGNEE_NOT_FOUND,
      code: 'bad_request',
      fields: { assignedTo: ASSIGNEE_NOT_FOUND },
    });
    const after = (await (await get(`${base}/${lead.id}`)).json()) as { status: string };
    expect(after.status).toBe('new');
    expect(await eventsOf(lead.id)).toHaveLength(0);
  });

  it('refuses a cross-site PATCH (CSRF guard)', async () => {
    const lead = await createLead(t);
    const res = await t.request(`${base}/${lead.id}`, {
      method: 'PATCH',
      json: { status: 'lost' },
      headers: { Cookie: employee.cookie, Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe(`staff API (${testBackend()})`, () => {
  it('lists every staff member with id and name only', async () => {
    const res = await get('/api/admin/staff');
    expect(res.status).toBe(200);
    const staff = (await res.json()) as Record<string, unknown>[];
    expect(staff).toEqual(
      expect.arrayContaining([
        { id: admin.member.id, name: 'Avery Admin' },
        { id: employee.member.id, name: 'Erin Employee' },
      ]),
    );
    for (const person of staff) expect(Object.keys(person).sort()).toEqual(['id', 'name']);
    expect((await t.request('/api/admin/staff')).status).toBe(401);
  });
});
