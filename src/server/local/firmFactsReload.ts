import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { factsEntrySchema, factsSpanishSchema } from '../../lib/contentSchemas/facts.ts';
import { factsFrom } from '../../lib/publishedFacts.ts';
import { entryPaths } from '../content/entryFiles.ts';
import type { FactsSource } from '../facts/factsSource.ts';
import { log } from '../log.ts';

/**
 * The running local server's firm facts after a publish: the API started with the facts it was
 * built with, so its emails (acknowledgements, booking confirmations), its refusals ("please wait a
 * minute … or call us at …"), the Overdue filter and the morning digest would keep the old phone
 * number and hours until restarted. Once the rebuild succeeds, the published files are read,
 * checked with the editor's own schemas, and the new snapshot replaces the old one in `facts`.
 */
export async function reloadFirmFacts(root: string, facts: FactsSource): Promise<void> {
  const files = entryPaths('facts', 'firm');
  if (!files) throw new Error('the content editor has no firm facts entry');
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(root, file), 'utf8')) as unknown;
  const english = factsEntrySchema.parse(await read(files.en));
  const spanish = factsSpanishSchema.parse(await read(files.es));
  facts.replace(factsFrom(english, spanish));
  log.info('site.facts_reloaded', { phone: english.phone, email: english.email });
}
