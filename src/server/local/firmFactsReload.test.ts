import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { officeHoursInSentence } from '../../lib/placeNames.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';
import { site } from '../../lib/site.ts';
import { FactsSource } from '../facts/factsSource.ts';
import { reloadFirmFacts } from './firmFactsReload.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const FACTS = 'src/content/facts';
const shippedPhone = site.phone;

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
  if (root) await rm(root, { recursive: true, force: true });
});

describe('reloading the firm facts after a local publish', () => {
  it('puts a new snapshot in the source: the published phone, its tel: digits, the Spanish hours', async () => {
    root = await copyOfFacts();
    await editJson(path.join(root, FACTS, 'firm.json'), (json) => (json.phone = '(617) 555-0100'));
    await editJson(
      path.join(root, FACTS, 'es/firm.json'),
      (json) => (json.hours = { label: 'Lunes a jueves, de 9:00 a. m. a 5:00 p. m.' }),
    );
    const source = new FactsSource();
    const before = source.current();
    await reloadFirmFacts(root, source);
    const after = source.current();
    expect(after.site.phone).toBe('(617) 555-0100');
    expect(after.site.phoneE164).toBe('+16175550100');
    expect(after.site.email).toBe(site.email);
    expect(officeHoursInSentence('es', after)).toContain('lunes a jueves');
    // Nothing was changed in place: the old snapshot and the shipped facts are as they were.
    expect(before).toBe(shippedFacts);
    expect(before.site.phone).toBe(shippedPhone);
    expect(site.phone).toBe(shippedPhone);
    expect(Object.isFrozen(after) && Object.isFrozen(after.site)).toBe(true);
  });

  it('refuses a file the schema refuses, and keeps the facts it had', async () => {
    root = await copyOfFacts();
    await editJson(path.join(root, FACTS, 'firm.json'), (json) => (json.phone = '555-0100'));
    const source = new FactsSource();
    await expect(reloadFirmFacts(root, source)).rejects.toThrow(/phone/);
    expect(source.current()).toBe(shippedFacts);
  });
});
