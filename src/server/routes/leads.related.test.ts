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

interface Related {
  related: { id: string; createdAt: string }[];
  relatedCount: number;
}
const relatedIds = (lead: Related) => lead.related.map((other) => other.id);

describe(`duplicate leads: "Also asked on" (${testBackend()})`, () => {
  it('names the leads sharing the email (any case) or phone (any format), newest first', async () => {
    const latest = (await get(`/${leads.latest}`)) as Related;
    expect(relatedIds(latest)).toEqual([leads.sameEmail, leads.first]);
    expect(latest.relatedCount).toBe(2);
    expect(latest.related[0]?.createdAt).toBe('2026-10-15T15:00:00.000Z');
    const first = (await get(`/${leads.first}`)) as Related;
    expect(relatedIds(first)).toEqual([leads.latest, leads.samePhone, leads.sameEmail]);
    const byPhone = (await get(`/${leads.samePhone}`)) as Related;
    expect(relatedIds(byPhone)).toEqual([leads.first]);
  });

  it('relates nobody by a missing or too short phone', async () => {
    for (const key of ['stranger', 'shortPhone', 'shortPhone2']) {
      const lead = (await get(`/${leads[key]}`)) as Related;
      expect(relatedIds(lead), key).toEqual([]);
      expect(lead.relatedCount, key).toBe(0);
    }
  });

  it('gives each lead of a list page the same answer as its own page, hiding and merging nothing', async () => {
    const list = (await get('?q=example&limit=200')) as { leads: (Related & { id: string })[] };
    expect(list.leads).toHaveLength(Object.keys(leads).length);
    for (const item of list.leads) {
      const detail = (await get(`/${item.id}`)) as Related;
      expect(item.related).toEqual(detail.related);
      expect(item.relatedCount).toBe(detail.relatedCount);
    }
  });

  it('sends the newest three and the count when one address wrote many times', async () => {
    const ids: string[] = [];
    for (let day = 1; day <= 12; day++) {
      const lead = await createLead(t, {
        email: 'frequent@writer.example',
        createdAt: new Date(Date.UTC(2026, 0, day, 15)),
      });
      ids.push(lead.id);
    }
    const oldest = (await get(`/${ids[0]}`)) as Related;
    expect(oldest.relatedCount).toBe(11);
    expect(relatedIds(oldest)).toEqual([ids[11], ids[10], ids[9]]);
  });
});
