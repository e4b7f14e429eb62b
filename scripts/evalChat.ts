import { evalSet } from '../src/lib/chat/eval/questions.ts';
import { evalSetEs } from '../src/lib/chat/eval/questionsEs.ts';
import { formatReport, runEval } from '../src/lib/chat/eval/scoreAnswers.ts';
import { createOfflineResponder } from '../src/lib/chat/offlineResponder.ts';
import { siteKnowledge, siteKnowledgeEs } from '../src/lib/chat/siteKnowledge.ts';

/**
 * `npm run eval:chat`: asks the offline assistant every question of the evaluation set
 * (src/lib/chat/eval/questions.ts) and prints accuracy per category and every miss.
 * then the Spanish set (questionsEs.ts) against the Spanish assistant. Exits 1 below the bars the
 * unit test holds them to (English: 95 % overall, 90 % per category; Spanish: 90 % overall).
 */
const english = createOfflineResponder(siteKnowledge);
const report = await runEval(evalSet, (question) =>
  english.answer([{ role: 'user', content: question }]),
);
console.log(formatReport(report));
const spanish = createOfflineResponder(siteKnowledgeEs);
const reportEs = await runEval(evalSetEs, (question) =>
  spanish.answer([{ role: 'user', content: question }]),
);
console.log('\nSpanish (español)\n');
console.log(formatReport(reportEs));
const weakest = Math.min(...Object.values(report.byCategory).map((c) => c.accuracy));
process.exitCode = report.overall >= 0.95 && weakest >= 0.9 && reportEs.overall >= 0.9 ? 0 : 1;
