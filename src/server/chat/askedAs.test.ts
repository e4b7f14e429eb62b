import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';
import { ASKED_AS, type AskedAs } from './askedAs.ts';
import { composeSiteKnowledge } from './composeSiteKnowledge.ts';
import { contentPassages, contentPassagesEs, glossaryEs } from './generated/contentPassages.ts';
import { createRetriever } from './retrieval.ts';
import { bundledSiteKnowledge } from './siteKnowledge.ts';
import { createSiteResponders } from './siteResponders.ts';
import type { Passage } from './types.ts';

const content = { en: contentPassages, es: contentPassagesEs, glossaryEs };
const knowledgeWith = (askedAs: AskedAs) => composeSiteKnowledge(shippedFacts, content, askedAs);
const respondersWith = (askedAs: AskedAs) =>
  createSiteResponders(knowledgeWith(askedAs)).offlineResponders;
const LOCALES: readonly Locale[] = ['en', 'es'];
const asked = (question: string) => [{ role: 'user' as const, content: question }];
/** A passage's askedAs words, one by one. */
const askedWords = (p: Passage) => (p.askedAs ?? '').split(' ').filter(Boolean);

describe('askedAs: the words visitors ask each passage in', () => {
  it('are given to the passage of that id in its language, and a stale id adds nothing', () => {
    const knowledge = knowledgeWith({
      'team-jordan-hayes': { en: 'zookeeper', es: 'zoológico' },
      'a-service-an-editor-renamed': { en: 'anything', es: 'cualquiera' },
    });
    const jordan = (passages: readonly Passage[]) =>
      passages.find((p) => p.id === 'team-jordan-hayes');
    expect(jordan(knowledge.en.passages)?.askedAs).toBe('zookeeper');
    expect(jordan(knowledge.es.passages)?.askedAs).toBe('zoológico');
    expect(knowledge.en.passages.filter((p) => p.askedAs)).toHaveLength(1);
    // The passage's own search words stay as the site states them.
    expect(jordan(knowledge.en.passages)?.keywords).toBe(
      jordan(knowledgeWith({}).en.passages)?.keywords,
    );
  });

  it('are searched only when asked for', () => {
    const passages: Passage[] = [
      { id: 'a', title: 'Solar feasibility', text: 'Roof and usage review.', url: '/a' },
      {
        id: 'b',
        title: 'Efficiency audits',
        text: 'Lighting and heating review.',
        url: '/b',
        askedAs: 'bulbs',
      },
    ];
    const retriever = createRetriever(passages);
    expect(retriever.search('which bulbs')).toEqual([]);
    expect(retriever.search('which bulbs', { askedAs: true })[0]?.passage.id).toBe('b');
  });

  it('change no answer and no passage handed to a model, only what an unsure answer names', () => {
    const withWords = respondersWith(ASKED_AS);
    const without = respondersWith({});
    for (const locale of LOCALES) {
      const questions = bundledSiteKnowledge[locale].passages.flatMap((p) =>
        askedWords(p).map((word) => `${word}?`),
      );
      expect(questions.length).toBeGreaterThan(300);
      for (const question of questions) {
        const turns = asked(question);
        const ids = (passages: readonly Passage[]) => passages.map((p) => p.id);
        expect(withWords[locale].passageFor(turns)?.id, question).toBe(
          without[locale].passageFor(turns)?.id,
        );
        expect(ids(withWords[locale].relevant(turns, 4)), question).toEqual(
          ids(without[locale].relevant(turns, 4)),
        );
      }
    }
    // What does change: an abstention can name the page a visitor's word is about.
    const question = 'is there a zookeeper on staff';
    const zookeeper = respondersWith({ 'team-jordan-hayes': { en: 'zookeeper', es: '' } });
    expect(without.en.answer(asked(question))).not.toContain('/team');
    expect(zookeeper.en.answer(asked(question))).toMatch(/^I'm not sure[\s\S]*\/team/);
  });

  it('each reach their own passage through the pointer, typing corrections included', () => {
    for (const locale of LOCALES) {
      const passages = bundledSiteKnowledge[locale].passages;
      const retriever = createRetriever(passages, locale);
      const unreached = passages.flatMap((p) =>
        askedWords(p)
          .filter(
            (word) =>
              !retriever
                .search(word, { askedAs: true, limit: 10 })
                .some((hit) => hit.passage.id === p.id),
          )
          .map((word) => `${p.id}: ${word}`),
      );
      expect(unreached, locale).toEqual([]);
    }
  });

  it('are lower-case words in both languages, each under a passage id the site has', () => {
    const ids = new Set(LOCALES.flatMap((l) => bundledSiteKnowledge[l].passages.map((p) => p.id)));
    for (const [id, words] of Object.entries(ASKED_AS)) {
      expect(ids.has(id), id).toBe(true);
      for (const text of [words.en, words.es]) expect(text, id).toMatch(/^\p{Ll}+( \p{Ll}+)*$/u);
    }
  });
});
