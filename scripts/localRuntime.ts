import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedFederalHolidays } from '../src/server/booking/federalHolidays.ts';
import { loadServerConfig, type ServerConfig } from '../src/server/config.ts';
import { createContentStore } from '../src/server/content/createContentStore.ts';
import { ChatKnowledge } from '../src/server/chat/chatKnowledge.ts';
import { FactsSource } from '../src/server/facts/factsSource.ts';
import { rebuildSiteAndReload } from '../src/server/local/chatKnowledgeReload.ts';
import { createSiteRebuilder } from '../src/server/local/siteRebuilder.ts';
import type { AppDeps } from '../src/server/types.ts';

export const DATA_DIR = '.data';

/**
 * Local runs need no setup: the session secret is generated once and kept in .data/ (git-ignored),
 * so sessions survive restarts. Production must set JWT_SECRET; config refuses to start without it.
 */
async function localJwtSecret(): Promise<string> {
  const file = path.join(DATA_DIR, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(DATA_DIR, { recursive: true });
    await writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

export interface LocalRuntime {
  config: ServerConfig;
  handle: DatabaseHandle;
  deps: AppDeps & { factsSource: FactsSource };
}

/**
 * Config, an open and migrated database, and the app's dependencies, for `npm start` and `npm run dev`.
 * `rebuildSite`: published content is rebuilt into the served dist/ (`npm start`); `astro dev`
 * reloads changed files by itself.
 */
export async function createLocalRuntime(
  env: Record<string, string | undefined>,
  options: { rebuildSite?: boolean } = {},
): Promise<LocalRuntime> {
  const config = loadServerConfig(env, { jwtSecret: await localJwtSecret() });
  const handle = await openDatabase(config.database);
  await migrateDatabase(handle);
  await seedFederalHolidays(handle.db);
  const root = process.cwd();
  // Replaced after each rebuild, so the chat states what was just published.
  const chatKnowledge = new ChatKnowledge();
  const factsSource = new FactsSource();
  const contentStore = createContentStore(config.content, {
    root,
    buildSite: options.rebuildSite
      ? rebuildSiteAndReload(
          // The same site URL the first build embedded (scripts/buildIfStale.ts).
          createSiteRebuilder({ root, env: { ...env, SITE_URL: config.siteUrl } }),
          root,
          chatKnowledge,
          factsSource,
        )
      : undefined,
  });
  return {
    config,
    handle,
    deps: {
      db: handle.db,
      driver: handle.driver,
      config,
      contentStore,
      chatKnowledge,
      factsSource,
    },
  };
}
