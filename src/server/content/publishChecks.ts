import { editableCollection } from '../../lib/contentSchemas/editableCollections.ts';
import { loadEntry, savedEntryErrors } from './contentEntries.ts';
import type { ContentStore, RepoPath } from './contentStore.ts';
import { CONTENT_ROOT } from './entryFiles.ts';
import type { FieldErrors } from './entryValidation.ts';

/**
 * The save checks again, on every drafted entry, before a publish writes anything: a draft saved
 * before a rule existed (an MDX body, a year the schema has since refused) or by an older server
 * must not reach the build. Answers each entry that would fail, with its fields' errors.
 */
export interface DraftProblem {
  collection: string;
  id: string;
  errors: FieldErrors;
}

/** `src/content/faq/es/x.yaml` → faq / x; null for a file that is not an editable entry. */
function entryOf(path: RepoPath): { collection: string; id: string } | null {
  if (!path.startsWith(`${CONTENT_ROOT}/`)) return null;
  const [collection, ...rest] = path.slice(CONTENT_ROOT.length + 1).split('/');
  if (!collection || !editableCollection(collection)) return null;
  const file = (rest[0] === 'es' ? rest.slice(1) : rest).join('/');
  return { collection, id: file.replace(/\.[a-z]+$/, '').replaceAll('/', '~') };
}

export async function draftProblems(
  store: ContentStore,
  draftPaths: RepoPath[],
): Promise<DraftProblem[]> {
  const entries = new Map<string, { collection: string; id: string }>();
  for (const path of draftPaths) {
    const entry = entryOf(path);
    if (entry) entries.set(`${entry.collection}/${entry.id}`, entry);
  }
  const problems: DraftProblem[] = [];
  for (const { collection, id } of entries.values()) {
    // A drafted delete has no file left to check.
    const loaded = await loadEntry(store, collection, id);
    if (!loaded) continue;
    const errors = savedEntryErrors(loaded);
    if (Object.keys(errors).length) problems.push({ collection, id, errors });
  }
  return problems;
}

/** "faq/x: en.answer: …; divisions/marketing: es.body: Line 3: …" for the publish bar. */
export function describeDraftProblems(problems: DraftProblem[]): string {
  return problems
    .map(
      ({ collection, id, errors }) =>
        `${collection}/${id}: ${Object.entries(errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ')}`,
    )
    .join(' ');
}
