import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceSpanishOfficeHours, spanishOfficeHours } from '../../i18n/es/placeNames.ts';
import { officeHoursInSentence } from '../../lib/placeNames.ts';
import { replaceFirmFacts, site } from '../../lib/site.ts';
import { reloadFirmFacts } from './firmFactsReload.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const FACTS = 'src/content/facts';
const original = structuredClone({ ...site });
const originalSpanishHours = spanishOfficeHours;

async function copyOfFacts(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'facts-reload-'));
  await cp(path.join(REPO, FACTS), path.join(root, FACTS), { recursive: true });
  return root;
}

async function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  await writeFile(file, JSON.stringify(json));
}

let root: string | undefined;
afterEach(async () => {
  replaceFirmFacts(original);
  replaceSpanishOfficeHours(originalSpanishHours);
  if (root) await rm(root, { recursive: true, force: true });
});

describe('reloading the firm facts after a local publish', () => {
  it('swaps in the published phone (and its tel: digits) and the Spanish hours', async () => {
    root = await copyOfFacts();
    await editJson(path.join(root, FACTS, 'firm.json'), (json) => (json.phone = '(617) 555-0100'));
    await editJson(
      path.join(root, FACTS, 'es/firm.json'),
      (json) => (json.hours = { label: 'Lunes a jueves, de 9:00 a. m. a 5:00 p. m.' }),
    );
    await reloadFirmFacts(root);
    expect(site.phone).toBe('(617) 555-0100');
    expect(site.phoneE164).toBe('+16175550100');
    expect(site.email).toBe(original.email);
    expect(officeHoursInSentence('es')).toContain('lunes a jueves');
  });

  it('refuses a file the schema refuses, and keeps the facts it had', async () => {
    root = await copyOfFacts();
    await editJson(path.join(root, FACTS, 'firm.json'), (json) => (json.phone = '555-0100'));
    await expect(reloadFirmFacts(root)).rejects.toThrow(/phone/);
    expect(site.phone).toBe(original.phone);
  });
});
