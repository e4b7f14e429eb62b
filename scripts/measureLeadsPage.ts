/**
 * Measures the leads page in Chromium against a running server with many leads (see
 * scripts/seedManyLeads.ts):
 *   npm run perf:leads-page -- --url http://localhost:4362 [--runs 3]
 * Prints the time to first render of /admin/leads, and how long a status filter and a typed search
 * take to show their counts (scripts/bench/leadsPage.ts says exactly what is timed).
 */
import { parseArgs } from 'node:util';
import { measureLeadsPage } from './bench/leadsPage.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:4362' },
    runs: { type: 'string', default: '3' },
  },
});
console.log(
  JSON.stringify(await measureLeadsPage(values.url!, { runs: Number(values.runs) }), null, 2),
);
