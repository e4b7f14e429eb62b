import { describe, expect, it } from 'vitest';
import { isStory } from './chooseHit.ts';
import { nearestPages } from './nearestPages.ts';
import type { Hit } from './retrieval.ts';
import { offlineResponders } from './siteResponders.ts';

const hit = (id: string, url: string, confidence: number): Hit => ({
  passage: { id, title: id, text: id, url },
  score: confidence,
  confidence,
  matched: [],
  exact: [],
});

const ids = (passages?: { id: string }[]) => passages?.map((p) => p.id);

describe('nearestPages: what an unsure answer points to', () => {
  it('names the best hit, and the best of another page when it comes close', () => {
    const hits = [hit('a', '/one', 0.45), hit('b', '/one', 0.44), hit('c', '/two', 0.3)];
    expect(ids(nearestPages(hits, false))).toEqual(['a', 'c']);
    // Another page far under the best one (less than half its confidence) is not named.
    expect(ids(nearestPages([hit('a', '/one', 0.9), hit('c', '/two', 0.4)], false))).toEqual(['a']);
    // Nor one under the second floor, however close to the best.
    expect(ids(nearestPages([hit('a', '/one', 0.35), hit('c', '/two', 0.25)], false))).toEqual([
      'a',
    ]);
  });

  it('does not name first a page all of whose hits are far under the best one', () => {
    // Four passages matching 15 % of the question outweigh one matching 45 %, but are no answer.
    const hits = [
      hit('strong', '/one', 0.45),
      hit('w1', '/two', 0.15),
      hit('w2', '/two', 0.15),
      hit('w3', '/two', 0.15),
      hit('w4', '/two', 0.15),
    ];
    hits[0]!.score = 0.45;
    for (const h of hits.slice(1)) h.score = 0.1;
    expect(ids(nearestPages(hits, false))).toEqual(['strong']);
  });

  it('names the page many of whose passages match before one passage of another page', () => {
    // A team member's passage ranks first on a word or two; the division's page matches thrice.
    const hits = [
      hit('person', '/team', 0.45),
      hit('service', '/clean-energy', 0.3),
      hit('overview', '/clean-energy', 0.2),
      hit('figures', '/clean-energy', 0.15),
    ];
    expect(ids(nearestPages(hits, false))).toEqual(['service', 'person']);
    const en = offlineResponders.en.answer([
      { role: 'user', content: 'is my roof any good for solar panels with all the trees around' },
    ]);
    expect(en).toMatch(
      /This may be what you're looking for: “[^”]+”, on this page: \/clean-energy/,
    );
  });

  it("names a client's story first when the question asks for clients' words", () => {
    const hits = [
      hit('service', '/real-estate', 0.95),
      hit('overview', '/real-estate', 0.9),
      hit('testimonial-buyer', '/impact', 0.42),
    ];
    expect(ids(nearestPages(hits, false))).toEqual(['service']);
    expect(ids(nearestPages(hits, false, isStory))).toEqual(['testimonial-buyer', 'service']);
    // Not a story matching too little to name.
    const thin = [hit('service', '/real-estate', 0.95), hit('testimonial-buyer', '/impact', 0.2)];
    expect(ids(nearestPages(thin, false, isStory))).toEqual(['service']);
  });

  it('points from a thinner match when every topic word is one the site uses', () => {
    const thin = [hit('a', '/one', 0.35)];
    expect(ids(nearestPages(thin, false))).toEqual(['a']);
    // A word no passage holds names something the site may not do: the stricter floor.
    expect(nearestPages(thin, true)).toBeUndefined();
    expect(nearestPages([hit('a', '/one', 0.2)], false)).toBeUndefined();
    expect(nearestPages([], false)).toBeUndefined();
  });

  it('writes both pages into the reply, each with its heading, in either language', () => {
    const en = offlineResponders.en.answer([
      { role: 'user', content: 'is the building i want to lease a good deal' },
    ]);
    expect(en).toMatch(/^I'm not sure/);
    expect(en).toMatch(
      /This may be what you're looking for: “[^”]+”, on this page: \/real-estate; or else “[^”]+”, on this page: \/[a-z-]+/,
    );
    const es = offlineResponders.es.answer([
      { role: 'user', content: '¿qué tan rápido crece una marca con ustedes?' },
    ]);
    expect(es).toMatch(
      /Quizás esto es lo que busca: «[^»]+», en esta página: \/es\/marketing; o bien «[^»]+», en esta página: \/es\/[a-z-]+/,
    );
  });
});
