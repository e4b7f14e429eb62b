import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../lib/site.ts';
import { ChatKnowledge } from '../chat/chatKnowledge.ts';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { rebuildSiteAndChat } from '../local/chatKnowledgeReload.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * `npm start` after a publish: the running API's chat answers with the facts just published, not
 * the ones it started with. A throw-away copy of the sources is published to; its "rebuild" is the
 * build's chat knowledge step (scripts/buildChatKnowledge.ts, in its own process, as `npm run
 * build` runs it), since the pages' build is not what this checks and takes minutes.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const NEW_PHONE = '(413) 555-0199';

let root: string;
let t: TestApp;
let store: WorkingTreeStore;
let admin: SignedIn;

function chatKnowledgeStep(cwd: string): () => Promise<void> {
  return () =>
    new Promise((resolve, reject) => {
      const child = spawn(
        path.join(REPO, 'node_modules', '.bin', 'tsx'),
        ['scripts/buildChatKnowledge.ts'],
        { cwd, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`chat knowledge step: ${code} ${errors}`)),
      );
    });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'chat-publish-'));
  for (const entry of ['src', 'scripts', 'package.json', 'tsconfig.json', '.prettierrc.json']) {
    await cp(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  await symlink(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  const chat = new ChatKnowledge();
  store = new WorkingTreeStore(root, {
    rebuild: rebuildSiteAndChat(chatKnowledgeStep(root), root, chat),
  });
  t = await createTestApp({}, { contentStore: store, chatKnowledge: chat });
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

describe(`chat after a local publish (${testBackend()})`, () => {
  it('answers with the phone number just published, in both languages', async () => {
    expect(site.phone).not.toBe(NEW_PHONE);
    expect(await chatAnswer('What is your phone number?', 'en')).toContain(site.phone);

    const headers = { Cookie: admin.cookie };
    const facts = (await (
      await t.request('/api/admin/content/facts/firm', { headers })
    ).json()) as { en: Record<string, unknown>; es: unknown; version: string };
    const saved = await t.request('/api/admin/content/facts/firm', {
      method: 'PUT',
      headers,
      json: { en: { ...facts.en, phone: NEW_PHONE }, es: facts.es, version: facts.version },
    });
    expect(saved.status).toBe(200);
    const published = await t.request('/api/admin/content/publish', { method: 'POST', headers });
    expect(published.status).toBe(200);
    await store.rebuilt();
    const status = (await (await t.request('/api/admin/content/status', { headers })).json()) as {
      publish: { state: string };
    };
    expect(status.publish.state).toBe('live');

    const english = await chatAnswer('What is your phone number?', 'en');
    expect(english).toContain(NEW_PHONE);
    expect(english).not.toContain(site.phone);
    expect(await chatAnswer('¿Cuál es su número de teléfono?', 'es')).toContain(NEW_PHONE);
  }, 120_000);
});
