import type { Locale } from '../../i18n/locales.ts';
import { bundledSiteKnowledge, type SiteKnowledge } from './siteKnowledge.ts';
import { createSiteResponders, type SiteResponders } from './siteResponders.ts';
import type { ChatMessage } from '../../lib/schemas/chat.ts';
import { site } from '../../lib/site.ts';
import { systemPrompt } from './systemPrompt.ts';

/**
 * What the chat route answers from: per language, the offline responder, the contact passage and
 * the model's prompt. The function ships with the knowledge bundled at build time and never
 * changes it; the local server (`npm start`) replaces it after a publish has rebuilt the site
 * (src/server/local/chatKnowledgeReload.ts), so the assistant states the facts just published.
 */
function languageKit(knowledge: SiteKnowledge, responders: SiteResponders, locale: Locale) {
  // The prompt names only what no editor changes (the firm's name and states).
  const prompt = systemPrompt(site, locale);
  return {
    locale,
    offline: responders.offlineResponders[locale],
    contactPassage: knowledge[locale].passages.find((p) => p.id === 'contact'),
    prompt,
    // The identity line is public anyway; the rules are what must never be echoed back.
    confidential: prompt.split('\n').slice(1).join('\n'),
  };
}
export type LanguageKit = ReturnType<typeof languageKit>;

export class ChatKnowledge {
  private kits!: Record<Locale, LanguageKit>;
  private responders!: SiteResponders;

  constructor(knowledge: SiteKnowledge = bundledSiteKnowledge) {
    this.replace(knowledge);
  }

  /** Answers from `knowledge` from the next question on (a question under way keeps its kit). */
  replace(knowledge: SiteKnowledge): void {
    const responders = createSiteResponders(knowledge);
    this.kits = {
      en: languageKit(knowledge, responders, 'en'),
      es: languageKit(knowledge, responders, 'es'),
    };
    this.responders = responders;
  }

  /** The language of the answer: the page's, or Spanish when the last question is Spanish. */
  kitFor(turns: readonly ChatMessage[], pageLocale: Locale): LanguageKit {
    const question = turns.filter((t) => t.role === 'user').at(-1)?.content ?? '';
    return this.kits[this.responders.answerLanguage(pageLocale, question)];
  }
}

let bundled: ChatKnowledge | undefined;

/** The knowledge the API was built with, made once per process on first use. */
export function bundledChatKnowledge(): ChatKnowledge {
  bundled ??= new ChatKnowledge();
  return bundled;
}
