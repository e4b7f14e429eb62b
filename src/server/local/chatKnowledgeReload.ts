import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteKnowledge } from '../chat/siteKnowledge.ts';
import type { ChatKnowledge } from '../chat/chatKnowledge.ts';
import type { FactsSource } from '../facts/factsSource.ts';
import { log } from '../log.ts';
import { reloadFirmFacts } from './firmFactsReload.ts';
import type { DraftFiles, StagedSite } from './siteRebuilder.ts';

/**
 * The running local server's chat knowledge after a publish. The API process imported the firm's
 * facts and the content passages once, at start (ES modules are never evaluated twice), so after a
 * publish it would keep answering with the old phone number and hours until restarted. The build's
 * chat knowledge step (scripts/buildChatKnowledge.ts) runs in a fresh process with the published
 * files, and writes the whole knowledge here as JSON; once the rebuild succeeds, the API reads it
 * and swaps it in.
 */
export const CHAT_KNOWLEDGE_FILE = path.join('.data', 'chat-knowledge.json');

function isKnowledge(value: unknown): value is SiteKnowledge {
  const knowledge = value as Partial<SiteKnowledge> | null;
  return (
    typeof knowledge === 'object' &&
    knowledge !== null &&
    Array.isArray(knowledge.glossaryEs) &&
    (['en', 'es'] as const).every(
      (locale) =>
        knowledge[locale]?.locale === locale &&
        Array.isArray(knowledge[locale].passages) &&
        typeof knowledge[locale].contact?.phone === 'string',
    )
  );
}

export async function reloadChatKnowledge(root: string, chat: ChatKnowledge): Promise<void> {
  const file = path.join(root, CHAT_KNOWLEDGE_FILE);
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isKnowledge(parsed)) throw new Error(`${CHAT_KNOWLEDGE_FILE} is not chat knowledge`);
  chat.replace(parsed);
  log.info('chat.knowledge_reloaded', { passages: parsed.en.passages.length });
}

/**
 * The local server's publish build: the site, then, once it is live, the chat knowledge that build
 * wrote and the firm's facts the emails and messages print (firmFactsReload.ts). A reload that
 * fails fails the publish ("Publishing failed: …"), rather than leave the API quietly stating old
 * facts.
 */
export function rebuildSiteAndReload(
  buildSite: (drafts: DraftFiles) => Promise<StagedSite>,
  root: string,
  chat: ChatKnowledge,
  facts: FactsSource,
): (drafts: DraftFiles) => Promise<StagedSite> {
  return async (drafts) => {
    const staged = await buildSite(drafts);
    return {
      sourcesAt: staged.sourcesAt,
      discard: () => staged.discard(),
      async goLive() {
        await staged.goLive();
        try {
          await reloadChatKnowledge(root, chat);
          await reloadFirmFacts(root, facts);
        } catch (error) {
          throw new Error(
            `The site is live, but the server did not take up what was published (the chat and emails may state the old facts until it restarts): ${error instanceof Error ? error.message : String(error)}`,
            { cause: error },
          );
        }
      },
    };
  };
}
