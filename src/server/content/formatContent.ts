import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as markdown from 'prettier/plugins/markdown';
import * as yaml from 'prettier/plugins/yaml';
import type { Options } from 'prettier';
import { check, format } from 'prettier/standalone';
import type { RepoPath } from './contentStore.ts';

/**
 * Prettier as CI runs it (`prettier --check .`), for the files the content editor writes. The
 * standalone build with only the parsers content needs: the API function has no .prettierrc to
 * find at run time and no use for the rest of Prettier. The options are the project's
 * (.prettierrc); a test fails when the two differ.
 */
export const PRETTIER_OPTIONS = { singleQuote: true, printWidth: 100 } as const satisfies Options;

const plugins = [babel, estree, markdown, yaml];

function parserFor(path: RepoPath): string {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  switch (extension) {
    case 'yaml':
    case 'yml':
      return 'yaml';
    case 'md':
      return 'markdown';
    case 'mdx':
      return 'mdx';
    case 'json':
      return 'json';
    default:
      throw new Error(`No formatter for ${path}`);
  }
}

export function formatContentFile(path: RepoPath, text: string): Promise<string> {
  return format(text, { ...PRETTIER_OPTIONS, parser: parserFor(path), plugins });
}

/** Whether `prettier --check` would accept the file as it is. */
export function isFormatted(path: RepoPath, text: string): Promise<boolean> {
  return check(text, { ...PRETTIER_OPTIONS, parser: parserFor(path), plugins });
}
