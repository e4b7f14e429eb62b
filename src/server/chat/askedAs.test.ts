import { describe, expect, it } from 'vitest';
import { shippedFacts } from '../../lib/publishedFacts.ts';
import { ASKED_AS, type AskedAs } from './askedAs.ts';
import { composeSiteKnowledge } from './composeSiteKnowledge.ts';
import { contentPassages, contentPassagesEs, glossaryEs } from './generated/contentPassages.ts';
import { createRetriever } from './retrieval.ts';
import { createSiteResponders } from './siteResponders.ts';
import type { Passage } from './types.ts';

const content = { en: contentPassages, es: contentPassagesEs, glossaryEs };
const knowledgeWith = (askedAs: AskedAs) => composeSiteKnowledge(shippedFacts, content, askedAs);
const ask = (askedAs: AskedAs, question: string) =>
  createSiteResponders(knowledgeWith(askedAs)).offlineResponders.en.answer([
    { role: 'user', content: question },
  ]);

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

  it('are searched only when asked for: they name a page, never answer', () => {
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
    expect(retriever.search('which bulbs', { visitorWords: true })[0]?.passage.id).toBe('b');
  });

  it('lets an unsure answer point to the page, and changes no answer', () => {
    const question = 'is there a zookeeper on staff';
    const without = ask({}, question);
    const withWords = ask({ 'team-jordan-hayes': { en: 'zookeeper', es: '' } }, question);
    expect(without).not.toContain('/team');
    expect(withWords).toMatch(/^I'm not sure/);
    expect(withWords).toContain('/team');
  });

  it('hold lower-case words only, each entry in both languages', () => {
    for (const [id, words] of Object.entries(ASKED_AS)) {
      for (const text of [words.en, words.es]) expect(text, id).toMatch(/^[\p{Ll} ]*$/u);
    }
  });
});
