import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLead } from '../testing/leads.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { postConsultation, validConsultation } from '../testing/consultationFixtures.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// Issue 13, item 3: a NUL in stored text answered 500 and the error log carried the insert's
// parameters (a visitor's personal data; for user creation a bcrypt hash).
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin', { name: 'Cora Control' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await t.close();
});

async function expect400Naming(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { fields: Record<string, string> };
  expect(body.fields[field]).toMatch(/control character/);
}

describe(`control characters in text (${testBackend()})`, () => {
  it('the contact form refuses NUL and other controls with a 400 naming the field', async () => {
    await expect400Naming(
      await postConsultation(t, validConsultation({ name: 'Ada\u0000' })),
      'name',
    );
    await expect400Naming(
      await postConsultation(t, validConsultation({ company: 'Acme\u0007 Inc' })),
      'company',
    );
    await expect400Naming(
      await postConsultation(
        t,
        validConsultation({ message: `${'Hello there, '.repeat(3)}\u0000` }),
      ),
      'message',
    );
    await expect400Naming(await postConsultation(t, validConsultation({ name: 'Ada\tL' })), 'name');
  });

  // Bidi overrides and zero-width characters were accepted in names: "\u202Eeman" displays
  // reversed in the staff list and in emails, and "Ada\u200B" looks exactly like "Ada".
  it('one-line fields refuse bidi controls and zero-width characters, with the field and why', async () => {
    for (const [field, value] of [
      ['name', 'Ada \u202Eecalevol'],
      ['name', 'Ada\u200B Lovelace'],
      ['company', 'Acme\u2066 Inc\u2069'],
      ['name', 'Ada\uFEFF Lovelace'],
      ['company', 'Acme\u200D'],
    ] as const) {
      const res = await postConsultation(t, validConsultation({ [field]: value }));
      expect(res.status, JSON.stringify(value)).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(body.fields[field]).toMatch(/invisible or text-direction character/);
    }
    // A message may quote right-to-left text; a name in Arabic or Hebrew script is fine.
    const rtl = await postConsultation(
      t,
      validConsultation({ name: 'مريم حداد', message: 'Please call me. \u200Fشكرا\u200F thanks' }),
    );
    expect(rtl.status).toBe(201);
  });

  it('multi-line fields keep newlines and tabs', async () => {
    const message = 'First line of the request,\n\tthen an indented second line.\r\nThird.';
    const res = await postConsultation(t, validConsultation({ message }));
    expect(res.status).toBe(201);
  });

  it('staff forms refuse NUL too: new member name, lead notes', async () => {
    const created = await t.request('/api/admin/users', {
      method: 'POST',
      headers: { Cookie: admin.cookie },
      json: {
        name: 'Nul\u0000Name',
        email: 'nul@example.com',
        password: 'correct horse battery 7',
      },
    });
    await expect400Naming(created, 'name');
    const lead = await createLead(t);
    const patched = await t.request(`/api/admin/consultations/${lead.id}`, {
      method: 'PATCH',
      headers: { Cookie: admin.cookie },
      json: { notes: 'called\u0000' },
    });
    await expect400Naming(patched, 'notes');
  });

  it('a database error is logged without query parameters, bodies or hashes', async () => {
    const lines: string[] = [];
    vi.stubEnv('LOG_LEVEL', 'info');
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);
    // Force the insert to fail inside the database; Postgres's detail then holds the whole row.
    await t.handle.db.execute(
      sql`alter table admin_users add constraint no_new_rows check (created_at < '2000-01-01') not valid`,
    );
    try {
      const res = await t.request('/api/admin/users', {
        method: 'POST',
        headers: { Cookie: admin.cookie },
        json: {
          name: 'Private Person',
          email: 'private.person@example.com',
          password: 'correct horse battery 7',
        },
      });
      expect(res.status).toBe(500);
      expect(await res.text()).not.toMatch(/private|\$2[aby]\$|no_new_rows/i);
    } finally {
      await t.handle.db.execute(sql`alter table admin_users drop constraint no_new_rows`);
    }
    const errors = lines.filter((line) => line.includes('unhandled_error'));
    expect(errors).toHaveLength(1);
    const logged = lines.join('\n');
    expect(logged).toContain('no_new_rows');
    expect(logged).not.toMatch(/private person|private\.person@example\.com|\$2[aby]\$|params/i);
    expect(logged).not.toMatch(/correct horse/);
  });
});
