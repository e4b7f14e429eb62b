import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Node as YamlNode,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { formatContentFile } from './formatContent.ts';
import type { RepoPath } from './contentStore.ts';

/**
 * Content files as data and back. Writing edits the file's existing YAML document (the `yaml`
 * package's Document API) instead of re-serialising an object, so key order, comments and quoting
 * an editor did not touch stay as they were; every written file is then formatted with the
 * project's Prettier settings, so `prettier --check` in CI accepts it. A Markdown entry is formatted
 * as a whole, its body included (Prettier's Markdown printer keeps what the text means: `*a*` may
 * become `_a_`), so the repository stays green after editors publish.
 */

/** Key order for new keys: the schema's fields in declaration order, nested objects likewise. */
export interface KeyOrder {
  keys: readonly string[];
  nested?: Readonly<Record<string, KeyOrder>>;
}

export type EntryData = Record<string, unknown>;

export class ContentFileError extends Error {
  readonly path: RepoPath;
  constructor(path: RepoPath, reason: string) {
    super(`${path}: ${reason}`);
    this.name = 'ContentFileError';
    this.path = path;
  }
}

// No folding of long lines: the files keep one line per value, as people wrote them.
const TO_STRING = { lineWidth: 0, minContentWidth: 0 } as const;

function parseYaml(path: RepoPath, text: string): Document {
  const document = parseDocument(text, { prettyErrors: false });
  if (document.errors.length > 0) {
    throw new ContentFileError(path, `is not valid YAML: ${document.errors[0]!.message}`);
  }
  return document;
}

function asEntryData(path: RepoPath, value: unknown): EntryData {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ContentFileError(path, 'does not hold a mapping of fields');
  }
  return value as EntryData;
}

/** The data of a YAML entry. */
export function readYamlEntry(path: RepoPath, text: string): EntryData {
  return asEntryData(path, parseYaml(path, text).toJS());
}

/**
 * `data` as the text of a YAML entry: `previous` edited in place when there is one (comments and
 * key order kept, removed fields dropped, new fields placed where the schema declares them), else
 * a new document in the schema's key order. Formatted for the repository.
 */
export async function writeYamlEntry(
  path: RepoPath,
  data: EntryData,
  options: { previous?: string | null; keyOrder?: KeyOrder } = {},
): Promise<string> {
  return formatContentFile(path, yamlText(path, data, options));
}

function yamlText(
  path: RepoPath,
  data: EntryData,
  options: { previous?: string | null; keyOrder?: KeyOrder },
): string {
  if (options.previous == null || options.previous.trim() === '') {
    return new Document(ordered(data, options.keyOrder)).toString(TO_STRING);
  }
  const document = parseYaml(path, options.previous);
  if (isMap(document.contents)) {
    editMap(document, document.contents, data, options.keyOrder);
  } else {
    document.contents = document.createNode(ordered(data, options.keyOrder));
  }
  return document.toString(TO_STRING);
}

function isRecord(value: unknown): value is EntryData {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** A copy of `data` with its keys (and nested objects' keys) in the schema's order. */
function ordered(data: unknown, order?: KeyOrder): unknown {
  if (Array.isArray(data)) return data.map((item) => ordered(item, order));
  if (!isRecord(data)) return data;
  const keys = Object.keys(data).filter((key) => data[key] !== undefined);
  const rank = (key: string) => {
    const index = order?.keys.indexOf(key) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  keys.sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(keys.map((key) => [key, ordered(data[key], order?.nested?.[key])]));
}

function keyOf(pair: Pair): unknown {
  return isScalar(pair.key) ? pair.key.value : pair.key;
}

function editMap(document: Document, map: YAMLMap, data: EntryData, order?: KeyOrder): void {
  map.items = map.items.filter((pair) => {
    const key = keyOf(pair);
    return typeof key === 'string' && data[key] !== undefined;
  });
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const pair = map.items.find((item) => keyOf(item) === key);
    if (pair) {
      pair.value = editNode(document, pair.value as YamlNode | null, value, order?.nested?.[key]);
      continue;
    }
    const added = document.createPair(key, ordered(value, order?.nested?.[key])) as Pair;
    map.items.splice(insertionIndex(map, key, order), 0, added);
  }
}

/** After the last present key the schema declares before `key`; at the end when it names none. */
function insertionIndex(map: YAMLMap, key: string, order?: KeyOrder): number {
  const position = order?.keys.indexOf(key) ?? -1;
  if (position === -1) return map.items.length;
  const before = new Set(order!.keys.slice(0, position));
  let index = 0;
  map.items.forEach((pair, at) => {
    if (before.has(keyOf(pair) as string)) index = at + 1;
  });
  return index;
}

function editNode(
  document: Document,
  node: YamlNode | null,
  value: unknown,
  order?: KeyOrder,
): YamlNode {
  if (isRecord(value) && isMap(node)) {
    editMap(document, node, value, order);
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    editSeq(document, node, value, order);
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    // Same node, new value: its comment and quoting style stay.
    if (node.value !== value) node.value = value;
    return node;
  }
  return document.createNode(ordered(value, order)) as YamlNode;
}

function editSeq(document: Document, seq: YAMLSeq, values: unknown[], order?: KeyOrder): void {
  seq.items = values.map((value, index) =>
    editNode(document, (seq.items[index] as YamlNode | undefined) ?? null, value, order),
  );
}

// ---- Markdown ----

export interface MarkdownParts {
  /** The frontmatter's YAML text without its fences; null when the file has none. */
  frontmatter: string | null;
  /** Everything after the closing fence and the one blank line that follows it, byte for byte. */
  body: string;
}

// The fences, and the blank line Prettier keeps between frontmatter and body: it separates, it is
// not the editor's text. The closing fence starts a line, so a value ending in " ---" stays a value.
const FRONTMATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)(?:\r?\n)?/;

export function splitFrontmatter(text: string): MarkdownParts {
  const match = FRONTMATTER.exec(text);
  if (!match) return { frontmatter: null, body: text };
  return { frontmatter: match[1] ?? '', body: text.slice(match[0].length) };
}

/** The frontmatter's data and the body of a Markdown entry. */
export function readMarkdownEntry(path: RepoPath, text: string): { data: EntryData; body: string } {
  const { frontmatter, body } = splitFrontmatter(text);
  return { data: frontmatter === null ? {} : readYamlEntry(path, frontmatter), body };
}

/**
 * A Markdown entry: the frontmatter edited like a YAML entry, a blank line, then `body`, the whole
 * file formatted with the project's Prettier settings (frontmatter and body).
 */
export async function writeMarkdownEntry(
  path: RepoPath,
  data: EntryData,
  body: string,
  options: { previous?: string | null; keyOrder?: KeyOrder } = {},
): Promise<string> {
  const previous = options.previous == null ? null : splitFrontmatter(options.previous).frontmatter;
  // A page without frontmatter (e.g. a glossary) stays one.
  if (previous === null && Object.keys(data).length === 0) return formatContentFile(path, body);
  const yaml = yamlText(path, data, { previous, keyOrder: options.keyOrder });
  const file = `---\n${yaml.endsWith('\n') ? yaml : `${yaml}\n`}---\n${body === '' ? '' : `\n${body}`}`;
  return formatContentFile(path, file);
}
