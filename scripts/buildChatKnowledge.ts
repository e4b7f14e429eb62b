import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composeSiteKnowledge } from '../src/server/chat/composeSiteKnowledge.ts';
import { shippedFacts } from '../src/lib/publishedFacts.ts';
import { CHAT_KNOWLEDGE_FILE } from '../src/server/local/chatKnowledgeReload.ts';
import { GENERATED_MODULE, readContentKnowledge } from './chatContentPassages.ts';
import { writeContentPassagesModule } from './writeChatPassages.ts';

/**
 * Build step (runs before `astro build`): writes the chat assistant's passages from src/content
 * into one module the API imports (generated, not committed: scripts/writeChatPassages.ts).
 * It also writes the whole knowledge, firm facts included, as JSON into .data/ (git-ignored): a
 * local server (`npm start`) that published content reads it once this rebuild is done, since it
 * cannot import the module again (src/server/local/chatKnowledgeReload.ts).
 */
const root = process.cwd();
try {
  const content = await readContentKnowledge(root);
  await writeContentPassagesModule(root, content);
  const snapshot = path.join(root, CHAT_KNOWLEDGE_FILE);
  await mkdir(path.dirname(snapshot), { recursive: true });
  await writeFile(snapshot, JSON.stringify(composeSiteKnowledge(shippedFacts, content)));
  console.log(`Chat knowledge: wrote ${GENERATED_MODULE} and ${CHAT_KNOWLEDGE_FILE}`);
} catch (error) {
  console.error(`Chat knowledge: ${(error as Error).message}`);
  process.exit(1);
}
