import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import firmFacts from '../src/content/facts/firm.json' with { type: 'json' };
import { staleStatements, type DatedStatement } from '../src/lib/datedStatements.ts';
import { describeFactRestatements, factRestatements } from '../src/lib/factRestatements.ts';

/**
 * Build step (before the chat knowledge and `astro build`): content that restates one of the firm's
 * headline figures with another value than src/content/facts/firm.json stops the build, naming
 * each entry (src/lib/factRestatements.ts); a program's timing note that is no longer true
 * ('Launching 2026' in 2027) is a warning for the editors (src/lib/datedStatements.ts).
 */
const CONTENT = 'src/content';
const TEXT_FILE = /\.(ya?ml|json|mdx?)$/;

export async function contentFiles(root: string): Promise<{ file: string; text: string }[]> {
  const dir = path.join(root, CONTENT);
  const names = (await readdir(dir, { recursive: true }))
    .map((name) => name.split(path.sep).join('/'))
    // Entries only: not the facts themselves, nor the glossary (src/content/GLOSSARY.es.md) whose
    // examples quote figures.
    .filter((name) => TEXT_FILE.test(name) && name.includes('/') && !name.startsWith('facts/'))
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      file: `${CONTENT}/${name}`,
      text: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

export function programTimings(files: readonly { file: string; text: string }[]): DatedStatement[] {
  return files
    .filter(({ file }) => file.startsWith(`${CONTENT}/programs/`))
    .flatMap(({ file, text }) => {
      const data = parseYaml(text) as { timing?: string; timingUntil?: string };
      return data.timing ? [{ file, text: data.timing, until: data.timingUntil }] : [];
    });
}

if (import.meta.main) {
  const files = await contentFiles(process.cwd());
  const today = new Date().toISOString().slice(0, 10);
  for (const stale of staleStatements(programTimings(files), today)) {
    console.warn(
      `Content facts: warning: ${stale.file} says "${stale.text}" (${stale.reason}); reword it in /admin/content.`,
    );
  }
  const restated = factRestatements(files, firmFacts.stats);
  if (restated.length) {
    console.error(
      `Content facts: figures that disagree with the firm's facts:\n${describeFactRestatements(restated)}`,
    );
    process.exit(1);
  }
  console.log(`Content facts: ${files.length} files agree with the firm's facts`);
}
