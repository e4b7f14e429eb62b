/**
 * One import dialect, applied once: every relative import, re-export and dynamic import in the
 * files tsconfig.json covers gets the extension of the file it loads ('./site' → './site.ts',
 * '../Button' → '../Button.tsx', './folder' → './folder/index.ts'). Node's own loader (type
 * stripping) needs it; Vite, Astro, tsx and the Netlify bundler accept it (tsconfig's
 * `allowImportingTsExtensions`, from astro/tsconfigs/base). ESLint keeps it so afterwards
 * (local/relative-import-extension, scripts/eslint/importExtensionRule.js).
 *
 * How to run (from the repository root, on a clean tree):
 *
 *   npx tsx scripts/addImportExtensions.ts          # rewrite; prints each file and a summary
 *   npx tsx scripts/addImportExtensions.ts --check  # rewrite nothing; exit 1 if a file would change
 *   npx prettier --write $(git diff --name-only)    # lines that grew past the print width
 *   npx astro check && npx eslint .                 # then the usual checks
 *
 * Deterministic: files in sorted order, only the specifier's text changes, and a second run changes
 * nothing. A specifier that names no file, or more than one (`a.ts` beside `a.tsx`), is left as
 * written and listed, for a person to decide. In .astro files the frontmatter and the <script>
 * blocks are rewritten; the markup is not read.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
/** tsconfig.json's "exclude", plus what is not source. */
const SKIPPED_DIRECTORIES = new Set([
  'dist',
  'node_modules',
  '.data',
  'test-results',
  'playwright-report',
  '.git',
  '.astro',
  '.netlify',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro)$/;
/** Tried in this order; exactly one may match. */
const ENDINGS = ['.ts', '.tsx', '/index.ts', '/index.tsx', '.js', '.mjs', '/index.js'];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(full);
      return SOURCE.test(entry.name) ? [full] : [];
    });
}

/** The parts of a file that hold imports: all of it, or an .astro file's frontmatter and scripts. */
function codeSegments(file: string, text: string): { start: number; code: string }[] {
  if (!file.endsWith('.astro')) return [{ start: 0, code: text }];
  const segments: { start: number; code: string }[] = [];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter)
    segments.push({ start: frontmatter[0].indexOf('\n') + 1, code: frontmatter[1]! });
  for (const script of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const start = script.index + script[0].indexOf('>') + 1;
    segments.push({ start, code: script[1]! });
  }
  return segments;
}

type Outcome = { fixed: string } | { problem: string } | null;

/** What a specifier should read, or why it cannot be rewritten; null when it is fine as it is. */
function withExtension(file: string, specifier: string): Outcome {
  if (!/^\.\.?(\/|$)/.test(specifier)) return null;
  const [bare = '', query = ''] = specifier.split(/(?=\?)/);
  const target = path.resolve(path.dirname(file), bare);
  if (isFile(target)) return null;
  const matches = ENDINGS.filter((ending) => isFile(target + ending));
  if (matches.length === 1) return { fixed: bare.replace(/\/$/, '') + matches[0] + query };
  return {
    problem: matches.length === 0 ? 'names no file' : `names ${matches.length} files`,
  };
}

const check = process.argv.includes('--check');
let changedFiles = 0;
let rewritten = 0;
const problems: string[] = [];

for (const file of sourceFiles(ROOT)) {
  const text = readFileSync(file, 'utf8');
  const edits: { start: number; end: number; text: string }[] = [];
  for (const segment of codeSegments(file, text)) {
    const { importedFiles } = ts.preProcessFile(segment.code, true, true);
    for (const reference of importedFiles) {
      const outcome = withExtension(file, reference.fileName);
      if (!outcome) continue;
      const where = `${path.relative(ROOT, file)}: '${reference.fileName}'`;
      if ('problem' in outcome) {
        problems.push(`${where} ${outcome.problem}`);
        continue;
      }
      // preProcessFile's position is the string literal's: its quote, then the specifier.
      const start = segment.start + reference.pos + 1;
      const end = start + reference.fileName.length;
      if (text.slice(start, end) !== reference.fileName || !/['"]/.test(text[start - 1] ?? '')) {
        problems.push(`${where} could not be located in the text`);
        continue;
      }
      edits.push({ start, end, text: outcome.fixed });
    }
  }
  if (edits.length === 0) continue;
  let next = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  }
  changedFiles += 1;
  rewritten += edits.length;
  console.log(`${path.relative(ROOT, file)}: ${edits.length}`);
  if (!check) writeFileSync(file, next);
}

for (const problem of problems) console.warn(`left as written: ${problem}`);
console.log(
  `${check ? 'would rewrite' : 'rewrote'} ${rewritten} imports in ${changedFiles} files; ${problems.length} left as written`,
);
if (check && rewritten > 0) process.exitCode = 1;
