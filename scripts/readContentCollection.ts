import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Locale } from '../src/i18n/locales.ts';
import {
  contentFileSchemas,
  type ContentCollectionName,
  type ContentFileData,
} from '../src/lib/contentSchemas/contentFiles.ts';
import { withSiteFacts } from '../src/lib/siteFacts.ts';

/**
 * Reads one language's entries of a content collection (src/content/<name>) where astro:content does
 * not work: the chat knowledge step (scripts/chatContentPassages.ts) and the browser tests' expected
 * copy (e2e/siteContent.ts). Each file is checked with its collection's schema, so a broken file
 * stops the reader with its name and field. English entries sit outside the collection's es/ folder,
 * their Spanish twins inside it (src/lib/localizedContent.ts). Entries come in file-name order, with their
 * `{site.…}` facts filled in as the pages show them (src/lib/siteFacts.ts).
 */
export interface ContentFileEntry<T> {
  /** The file name without its extension, e.g. 'license-application'. */
  slug: string;
  data: T;
  /** The text after the frontmatter (Markdown and MDX files; empty for YAML). */
  body: string;
}

const CONTENT_FILE = /\.(ya?ml|json|mdx?)$/;
const MARKDOWN_FILE = /\.mdx?$/;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/;

export async function readContentCollection<Name extends ContentCollectionName>(
  root: string,
  name: Name,
  locale: Locale = 'en',
): Promise<ContentFileEntry<ContentFileData<Name>>[]> {
  const dir = path.join(root, 'src', 'content', name);
  const isSpanish = (file: string) => file.split(path.sep)[0] === 'es';
  const files = (await readdir(dir, { recursive: true }))
    .filter((file) => CONTENT_FILE.test(file) && isSpanish(file) === (locale === 'es'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const relative = path.posix.join('src/content', name, file.split(path.sep).join('/'));
      const text = await readFile(path.join(dir, file), 'utf8');
      const markdown = MARKDOWN_FILE.test(file);
      return {
        slug: path.basename(file).replace(CONTENT_FILE, ''),
        data: withSiteFacts(
          validate(name, markdown ? frontmatter(text, relative) : yaml(text, relative), relative),
        ),
        body: markdown ? text.replace(FRONTMATTER, '') : '',
      };
    }),
  );
}

function validate<Name extends ContentCollectionName>(
  name: Name,
  value: unknown,
  file: string,
): ContentFileData<Name> {
  const result = contentFileSchemas[name].safeParse(value);
  if (result.success) return result.data as ContentFileData<Name>;
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`)
    .join('\n');
  throw new Error(`${file} does not match its content schema:\n${problems}`);
}

function yaml(text: string, file: string): unknown {
  try {
    return parseYaml(text);
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
}

/** The frontmatter of a Markdown file: the YAML between the first two `---` lines. */
function frontmatter(text: string, file: string): unknown {
  const match = FRONTMATTER.exec(text);
  if (!match?.[1]) throw new Error(`${file} has no --- frontmatter block`);
  return yaml(match[1], file);
}
