import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { isOverdue, type OfficeHours } from '../../lib/overdue.ts';
import { officeHoursInSentence } from '../../lib/placeNames.ts';
import { site } from '../../lib/site.ts';
import { ChatKnowledge } from '../chat/chatKnowledge.ts';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { FactsSource } from '../facts/factsSource.ts';
import { rebuildSiteAndReload } from '../local/chatKnowledgeReload.ts';
import { createSiteRebuilder } from '../local/siteRebuilder.ts';
import { LEAD_ACKNOWLEDGEMENT_KIND } from '../mail/consultationEmails.ts';
import { startDigestInterval } from '../mail/digestInterval.ts';
import { createLead } from '../testing/leads.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { freshIp, postConsultation, validConsultation } from '../testing/consultationFixtures.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * `npm start` after a publish: the running API's chat, emails and refusals state the facts just
 * published, not the ones it started with. A throw-away copy of the sources is published to; its
 * build is staged like `npm start`'s, with the build's chat knowledge step (scripts/buildChatKnowledge.ts,
 * in its own process, as `npm run build` runs it) in place of the whole build, since the pages'
 * build is not what this checks and takes minutes.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const NEW_PHONE = '(413) 555-0199';
const NEW_HOURS = 'Monday – Friday, 10:00 AM – 6:00 PM';
const NEW_SPANISH_HOURS = 'Lunes a viernes, de 10:00 a. m. a 6:00 p. m.';

let root: string;
let t: TestApp;
let store: WorkingTreeStore;
let admin: SignedIn;
let facts: FactsSource;

/** The build's chat knowledge step, then a one-page site, as a staged build (siteRebuilder.ts). */
function chatKnowledgeBuild(cwd: string) {
  const tsx = path.join(REPO, 'node_modules', '.bin', 'tsx');
  return createSiteRebuilder({
    root: cwd,
    command: [
      'sh',
      '-c',
      `"${tsx}" scripts/buildChatKnowledge.ts && mkdir -p "$BUILD_OUT_DIR" && echo ok > "$BUILD_OUT_DIR/index.html"`,
    ],
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'chat-publish-'));
  for (const entry of ['src', 'scripts', 'package.json', 'tsconfig.json', '.prettierrc.json']) {
    await cp(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  await symlink(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  const chat = new ChatKnowledge();
  facts = new FactsSource();
  store = new WorkingTreeStore(root, {
    buildSite: rebuildSiteAndReload(chatKnowledgeBuild(root), root, chat, facts),
  });
  t = await createTestApp({}, { contentStore: store, chatKnowledge: chat, factsSource: facts });
  admin = await signIn(t, 'admin');
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

async function chatAnswer(content: string, locale: 'en' | 'es'): Promise<string> {
  const res = await t.request('/api/chat', {
    method: 'POST',
    json: { messages: [{ role: 'user', content }], locale },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { response: string }).response;
}

const acknowledgementTo = async (email: string) =>
  (await t.handle.db.select().from(emailOutbox)).find(
    (mail) => mail.kind === LEAD_ACKNOWLEDGEMENT_KIND && mail.toAddress === email,
  );

describe(`the API after a local publish (${testBackend()})`, () => {
  it('answers, mails and refuses with the facts just published, in both languages', async () => {
    const oldPhone = site.phone;
    const oldSpanishHours = officeHoursInSentence('es');
    expect(oldPhone).not.toBe(NEW_PHONE);
    expect(await chatAnswer('What is your phone number?', 'en')).toContain(oldPhone);

    const headers = { Cookie: admin.cookie };
    const facts = (await (
      await t.request('/api/admin/content/facts/firm', { headers })
    ).json()) as { en: Record<string, unknown>; es: { hours: { label: string } }; version: string };
    const saved = await t.request('/api/admin/content/facts/firm', {
      method: 'PUT',
      headers,
      json: {
        en: {
          ...facts.en,
          phone: NEW_PHONE,
          hours: {
            ...(facts.en.hours as object),
            opens: '10:00',
            closes: '18:00',
            label: NEW_HOURS,
          },
        },
        es: { ...facts.es, hours: { label: NEW_SPANISH_HOURS } },
        version: facts.version,
      },
    });
    expect(saved.status).toBe(200);
    const published = await t.request('/api/admin/content/publish', { method: 'POST', headers });
    expect(published.status).toBe(200);
    await store.rebuilt();
    const status = (await (await t.request('/api/admin/content/status', { headers })).json()) as {
      publish: { state: string };
    };
    expect(status.publish.state).toBe('live');

    // The chat, from the knowledge the build wrote.
    const english = await chatAnswer('What is your phone number?', 'en');
    expect(english).toContain(NEW_PHONE);
    expect(english).not.toContain(oldPhone);
    expect(await chatAnswer('¿Cuál es su número de teléfono?', 'es')).toContain(NEW_PHONE);

    // The acknowledgement mail: phone and hours, the Spanish one with the Spanish hours.
    await postConsultation(t, validConsultation({ email: 'after-publish@example.com' }));
    const ack = await acknowledgementTo('after-publish@example.com');
    expect(ack!.textBody).toContain(NEW_PHONE);
    expect(ack!.textBody).not.toContain(oldPhone);
    expect(ack!.textBody).toContain(NEW_HOURS);
    await postConsultation(t, validConsultation({ email: 'despues@example.com', locale: 'es' }));
    const spanishAck = await acknowledgementTo('despues@example.com');
    expect(spanishAck!.textBody).toContain(NEW_PHONE);
    expect(oldSpanishHours).not.toContain('10:00');
    expect(spanishAck!.textBody).toContain('10:00 a. m.');

    // A refusal's way to reach us: the chat's rate-limit answer.
    const ip = freshIp();
    let limited: Response | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await t.request('/api/chat', {
        method: 'POST',
        json: { messages: [{ role: 'user', content: 'hours?' }], locale: 'en' },
        ip,
      });
      if (res.status === 429) limited = res;
    }
    const refusal = ((await limited!.json()) as { message: string }).message;
    expect(refusal).toContain(NEW_PHONE);
    expect(refusal).not.toContain(oldPhone);
  }, 120_000);

  // Runs after the publish above: the office hours are now 10:00-18:00 (were 09:00-17:00).
  it('counts overdue leads in the published office hours, in the leads list and the digest', async () => {
    const before: OfficeHours = { opens: '09:00', closes: '17:00' };
    const after = facts.current().site.hours;
    expect(after).toMatchObject({ opens: '10:00', closes: '18:00' });

    // An equity lead the two hours judge differently now (and still in a minute): searched for,
    // since the list's "now" is the real clock.
    const now = Date.now();
    const judged = (created: number, at: number, hours: OfficeHours) =>
      isOverdue(
        { status: 'new', isSocialEquityApplicant: true, createdAt: new Date(created) },
        at,
        hours,
      );
    let created = now - 7 * 86_400_000;
    while (
      created < now &&
      !(
        judged(created, now, after) !== judged(created, now, before) &&
        judged(created, now + 60_000, after) === judged(created, now, after)
      )
    ) {
      created += 15 * 60_000;
    }
    expect(created).toBeLessThan(now);
    const lead = await createLead(t, {
      name: 'Hours Hanna',
      isSocialEquityApplicant: true,
      serviceType: 'Cannabis/Social Equity',
      createdAt: new Date(created),
    });
    const list = (await (
      await t.request('/api/admin/consultations?status=new&overdue=1', {
        headers: { Cookie: admin.cookie },
      })
    ).json()) as { leads: { id: string }[] };
    expect(list.leads.some((row) => row.id === lead.id)).toBe(judged(created, now, after));

    // The morning digest, as `npm start` runs it: Monday 23 Nov 2026, 08:05 New York time. An
    // equity lead sent the Friday before at 09:30 was due Monday 09:30 with the old hours, and
    // Friday 18:00 with the published ones: overdue only in the hours now in force.
    await createLead(t, {
      name: 'Friday Fiona',
      isSocialEquityApplicant: true,
      serviceType: 'Cannabis/Social Equity',
      createdAt: new Date('2026-11-20T14:30:00Z'),
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T13:05:00Z'));
    try {
      const stop = startDigestInterval(
        t.handle.db,
        { siteUrl: 'http://localhost:4321', staffNotifyEmail: 'digest@example.com' },
        facts,
        3_600_000,
      );
      await stop();
    } finally {
      vi.useRealTimers();
    }
    const digest = (await t.handle.db.select().from(emailOutbox)).find(
      (mail) => mail.toAddress === 'digest@example.com',
    );
    expect(digest?.textBody).toContain('Friday Fiona');
  });
});
