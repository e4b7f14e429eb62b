import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createLead } from '../testing/leads.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let staff: SignedIn;
const leads: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'employee');
  const add = async (key: string, email: string, phone: string | null, day: string) => {
    leads[key] = (
      await createLead(t, { email, phone, createdAt: new Date(`${day}T15:00:00Z`) })
    ).id;
  };
  await add('first', 'ada@example.com', '(413) 555-0100', '2026-10-01');
  await add('sameEmail', 'ADA@Example.com', null, '2026-10-15');
  await add('samePhone', 'lovelace@work.example', '+1 413.555.0100', '2026-11-01');
  await add('latest', 'ada@example.com', '617-555-0199', '2026-11-20');
  await add('stranger', 'grace@example.com', '212-555-0142', '2026-11-21');
  await add('shortPhone', 'x@example.com', '0100', '2026-11-22');
  await add('shortPhone2', 'y@example.com', '0100', '2026-11-23');
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const res = await t.request(`/api/admin/consultations${path}`, {
    headers: { Cookie: staff.cookie },
  });
  expect(res.status).toBe(200);
  return res.json();
};

describe(`duplicate leads: relatedLeadIds (${testBackend()})`, () => {
  it('names the leads sharing the email (any case) or phone (any format), newest first', async () => {
    const latest = (await get(`/${leads.latest}`)) as { relatedLeadIds: string[] };
    expect(latest.relatedLeadIds).toEqual([leads.sameEmail, leads.first]);
    const first = (await get(`/${leads.first}`)) as { relatedLeadIds: string[] };
    expect(first.relatedLeadIds).toEqual([leads.latest, leads.samePhone, leads.sameEmail]);
    const byPhone = (await get(`/${leads.samePhone}`)) as { relatedLeadIds: string[] };
    expect(byPhone.relatedLeadIds).toEqual([leads.first]);
  });

  it('relates nobody by a missing or too short phone', async () => {
    for (const key of ['stranger', 'shortPhone', 'shortPhone2']) {
      const lead = (await get(`/${leads[key]}`)) as { relatedLeadIds: string[] };
      expect(lead.relatedLeadIds, key).toEqual([]);
    }
  });

  it('gives the list the same answer, hiding and merging nothing', async () => {
    const list = (await get('')) as { id: string; relatedLeadIds: string[] }[];
    expect(list).toHaveLength(Object.keys(leads).length);
    for (const item of list) {
      const detail = (await get(`/${item.id}`)) as { relatedLeadIds: string[] };
      expect(item.relatedLeadIds).toEqual(detail.relatedLeadIds);
    }
  });
});
