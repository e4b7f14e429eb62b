import type { z } from 'zod';
import type { EditableCollection } from '../../lib/contentSchemas/editableCollections.ts';
import { editorIssueMessage } from '../../lib/contentSchemas/editorMessages.ts';
import { figures } from '../../lib/contentSchemas/twinFigures.ts';
import { factLikeTokens, isSiteFact } from '../../lib/siteFacts.ts';
import type { EntryData } from './entryCodec.ts';

/**
 * The build's own rules, checked before a save writes anything: each language against the
 * collection's schema, then the figures of the two files (the rule src/i18n/spanishCopy.test.ts
 * holds every twin to). Errors are keyed `en.<field>` / `es.<field>` for the form.
 */
export type FieldErrors = Record<string, string>;

export const UNKNOWN_FIELD_MESSAGE = 'is not a field of this entry';

const isContainer = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Keys in the submitted data that the schema dropped, at any depth the schema has. The schemas
 * strip unknown keys when they parse, but the files are written from the data as sent, so
 * `constructor: {prototype: …}` or a thousand-deep array under a made-up key went into the YAML.
 * The walk follows the parsed value, so it goes no deeper than the schema does.
 */
function unknownKeys(sent: unknown, parsed: unknown, path: string[], found: string[]) {
  if (!isContainer(sent) || !isContainer(parsed)) return;
  if (Array.isArray(sent) !== Array.isArray(parsed)) return;
  for (const key of Object.keys(sent)) {
    if (!Object.hasOwn(parsed, key)) found.push([...path, key].join('.'));
    else unknownKeys(sent[key], parsed[key], [...path, key], found);
  }
}

function schemaErrors(schema: z.ZodType, data: EntryData, language: 'en' | 'es'): FieldErrors {
  const { body: _body, ...fields } = data;
  const result = schema.safeParse(fields, { error: editorIssueMessage });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = [language, ...issue.path.map(String)].join('.');
    errors[key] ??= issue.message;
  }
  if (result.success) {
    const found: string[] = [];
    unknownKeys(fields, result.data, [language], found);
    for (const key of found) errors[key] = UNKNOWN_FIELD_MESSAGE;
  }
  return errors;
}

/** Every string in a value, however deep (lists, groups). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * `{site.…}` / `{equityVerification.…}` names in the fields that are not facts: the pages fill
 * these in (src/lib/siteFacts.ts) and an unknown one stops the build, so it is refused here.
 * Other braces (`{dólar}`) are text. Page bodies have their own rules (markdownBodyRules.ts).
 */
function factErrors(data: EntryData, language: 'en' | 'es'): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(data)) {
    if (field === 'body') continue;
    const unknown = stringsIn(value)
      .flatMap((text) => factLikeTokens(text))
      .filter((t) => /^(site|equityVerification)\./.test(t.path) && !isSiteFact(t.path));
    if (unknown.length) {
      errors[`${language}.${field}`] =
        `${unknown[0]!.token} is not a firm fact the site can print. Check the spelling, e.g. {site.phone} or {site.email}.`;
    }
  }
  return errors;
}

export function entryErrors(
  collection: EditableCollection,
  en: EntryData,
  es: EntryData | null,
): FieldErrors {
  return {
    ...factErrors(en, 'en'),
    ...(es ? factErrors(es, 'es') : {}),
    ...schemaErrors(collection.schema, en, 'en'),
    ...(es ? schemaErrors(collection.spanishSchema ?? collection.schema, es, 'es') : {}),
  };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const missingFrom = (from: string[], other: string[]) => [
  ...new Set(from.filter((f) => !other.includes(f))),
];

/**
 * Figures the Spanish file states differently from the English, as form errors on the Spanish
 * fields that hold them (or on `es` when a figure cannot be placed). A partial twin (the firm's
 * facts) may leave figures out but not add any.
 */
export function figureErrors(
  collection: EditableCollection,
  enFile: Uint8Array,
  esFile: Uint8Array,
  en: EntryData,
  es: EntryData,
): FieldErrors {
  const enFigures = figures(text(enFile));
  const esFigures = figures(text(esFile));
  const extra = missingFrom(esFigures, enFigures);
  const missing = collection.spanishSchema ? [] : missingFrom(enFigures, esFigures);
  if (extra.length === 0 && missing.length === 0) return {};
  const errors: FieldErrors = {};
  const stated = (value: unknown) =>
    figures(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
  for (const [field, value] of Object.entries(es)) {
    const own = stated(value).filter((f) => extra.includes(f));
    if (own.length) {
      errors[`es.${field}`] =
        `The Spanish states ${own.join(', ')}, which the English does not. Both languages must give the same figures and times.`;
    }
  }
  for (const [field, value] of Object.entries(en)) {
    const own = stated(value).filter((f) => missing.includes(f));
    if (own.length) {
      errors[`es.${field}`] ??=
        `The English states ${own.join(', ')}; the Spanish must state it too. Both languages must give the same figures and times.`;
    }
  }
  if (Object.keys(errors).length === 0) {
    errors['es'] =
      `The Spanish must give the same figures and times as the English; it adds ${extra.join(', ')}.`;
  }
  return errors;
}
