import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composeSiteKnowledge } from '../src/lib/chat/composeSiteKnowledge.ts';
import { site } from '../src/lib/site.ts';
import { CHAT_KNOWLEDGE_FILE } from '../src/server/local/chatKnowledgeReload.ts';
import {
  GENERATED_MODULE,
  readContentKnowledge,
  renderContentPassagesModule,
} from './chatContentPassages.ts';

/**
 * Build step (runs before `astro build`): writes the chat assistant's passages from src/content
 * into one module the API imports. The module is committed too, so tests and the function bundle
 * work without this step; a unit test fails when it is out of date.
 * It also writes the whole knowledge, firm facts included, as JSON into .data/ (git-ignored): a
 * local server (`npm start`) that published content reads it once this rebuild is done, since it
 * cannot import the module again (src/server/local/chatKnowledgeReload.ts).
 */
const root = process.cwd();
const target = path.join(root, GENERATED_MODULE);
try {
  const content = await readContentKnowledge(root);
  const source = await renderContentPassagesModule(root, content);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, source);
  const snapshot = path.join(root, CHAT_KNOWLEDGE_FILE);
  await mkdir(path.dirname(snapshot), { recursive: true });
  await writeFile(snapshot, JSON.stringify(composeSiteKnowledge(site, content)));
  console.log(`Chat knowledge: wrote ${GENERATED_MODULE} and ${CHAT_KNOWLEDGE_FILE}`);
} catch (error) {
  console.error(`Chat knowledge: ${(error as Error).message}`);
  process.exit(1);
}
