import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { replaceSpanishOfficeHours } from '../../i18n/es/placeNames.ts';
import { factsEntrySchema, factsSpanishSchema } from '../../lib/contentSchemas/facts.ts';
import { replaceFirmFacts } from '../../lib/site.ts';
import { entryPaths } from '../content/entryFiles.ts';
import { log } from '../log.ts';

/**
 * The running local server's firm facts after a publish: the API imported them once, at start, so
 * its emails (acknowledgements, booking confirmations) and its refusals ("please wait a minute …
 * or call us at …") would keep the old phone number and hours until restarted. Once the rebuild
 * succeeds, the published files are read, checked with the editor's own schemas and swapped in.
 */
export async function reloadFirmFacts(root: string): Promise<void> {
  const files = entryPaths('facts', 'firm');
  if (!files) throw new Error('the content editor has no firm facts entry');
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(root, file), 'utf8')) as unknown;
  const english = factsEntrySchema.parse(await read(files.en));
  const spanish = factsSpanishSchema.parse(await read(files.es));
  replaceFirmFacts(english);
  replaceSpanishOfficeHours(spanish.hours.label);
  log.info('site.facts_reloaded', { phone: english.phone, email: english.email });
}
