import { createOfflineResponder } from '../src/lib/chat/offlineResponder.ts';
import { siteKnowledgeEs } from '../src/lib/chat/siteKnowledge.ts';
const r = createOfflineResponder(siteKnowledgeEs);
for (const q of process.argv.slice(2)) {
  console.log('Q:', q);
  console.log(
    'A:',
    r
      .answer([{ role: 'user', content: q }])
      .slice(0, 300)
      .replace(/\n/g, ' | '),
  );
}
