import { site } from '../site.ts';
import { buildKnowledge } from './knowledge.ts';
import { topicPassages } from './passages.ts';

/** The knowledge the API ships with (bundled into the function at build time). */
export const siteKnowledge = buildKnowledge({ site, passages: topicPassages });
