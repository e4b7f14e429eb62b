import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import {
  editableCollection,
  RESERVED_ENTRY_ID,
  RESERVED_ENTRY_ID_RULE,
  type EditableCollection,
} from '../../lib/contentSchemas/editableCollections.ts';
import type { PublicTeamMember } from '../auth/publicTeamMember.ts';
import {
  entryHistory,
  entrySummaries,
  lastSaverId,
  recordContentChange,
} from '../content/contentChanges.ts';
import { listContent, spanishStatus } from '../content/contentList.ts';
import { loadEntry, prepareSave, type LoadedEntry } from '../content/contentEntries.ts';
import { describeDraftProblems, draftProblems } from '../content/publishChecks.ts';
import { draftChanges, draftFileEntry } from '../content/draftChanges.ts';
import { StaleFileError, type ContentStore } from '../content/contentStore.ts';
import { entryPaths } from '../content/entryFiles.ts';
import { replacedPhotoDelete, teamPhotoErrors } from '../content/teamPhotoField.ts';
import type { FieldErrors } from '../content/entryValidation.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { AUTH_MESSAGES, currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { validateJson, VALIDATION_FAILED_MESSAGE } from '../validate.ts';

export const CONTENT_MESSAGES = {
  unavailable: 'Content editing is not set up on this server',
  notFound: 'No such entry',
  stale:
    'Someone changed this entry since you opened it. Your text is kept: copy it, reload and save again.',
  cannotCreate: 'Entries of this collection cannot be added or deleted',
  exists: 'An entry with this id already exists',
  notYourDraft: 'Only the person who saved a draft, or an admin, can discard it',
} as const;

const entryData = z.record(z.string().max(100), z.unknown());
const saveBody = z.object({
  en: entryData,
  es: entryData.nullable(),
  version: z.string().max(200),
  /** The Spanish was read against the English and is right as it is: clears "needs review". */
  spanishReviewed: z.boolean().optional(),
});
const pathList = z.array(z.string().max(300)).min(1).max(500);
const publishBody = z.object({ paths: pathList.optional() }).strict();
const discardBody = z.object({ paths: pathList }).strict();

/** An optional JSON body (older clients post none): `{}` when empty, 400 naming the field when wrong. */
async function optionalBody<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T> {
  const text = await c.req.text();
  let parsed: unknown = {};
  if (text.trim()) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw apiError(400, 'The request body is not JSON');
    }
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw apiError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

const createBody = z.object({
  id: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,99}$/,
      'Use lower-case letters, digits and dashes, starting with a letter or digit',
    )
    .refine((id) => id !== RESERVED_ENTRY_ID, RESERVED_ENTRY_ID_RULE),
  en: entryData,
  es: entryData,
});

function contentStore(c: Context<AppEnv>): ContentStore {
  const store = c.get('contentStore');
  if (!store) throw apiError(503, CONTENT_MESSAGES.unavailable);
  return store;
}

function author(user: PublicTeamMember) {
  return { name: user.name, email: user.email };
}

/** 400 with `{ message, fields, errors }`: `fields` as every API answers, `errors` as the editor's API names it. */
function invalid(errors: FieldErrors): HTTPException {
  const detail = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  const message = `${VALIDATION_FAILED_MESSAGE} ${detail}`;
  return new HTTPException(400, {
    message,
    res: Response.json({ message, fields: errors, errors }, { status: 400 }),
  });
}

function stale(version: string | null): HTTPException {
  return new HTTPException(409, {
    message: CONTENT_MESSAGES.stale,
    res: Response.json({ message: CONTENT_MESSAGES.stale, version }, { status: 409 }),
  });
}

function requireWriter(collection: EditableCollection, user: PublicTeamMember) {
  if (collection.adminOnly && user.role !== 'admin') throw apiError(403, AUTH_MESSAGES.forbidden);
}

/** Before the body is validated, so an employee on an admins-only collection gets 403, not 400. */
const writerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const collection = editableCollection(c.req.param('collection') ?? '');
  if (collection) requireWriter(collection, currentUser(c));
  await next();
};

async function entryOr404(c: Context<AppEnv>): Promise<LoadedEntry> {
  const entry = await loadEntry(
    contentStore(c),
    c.req.param('collection') ?? '',
    c.req.param('id') ?? '',
  );
  if (!entry) throw apiError(404, CONTENT_MESSAGES.notFound);
  return entry;
}

/** Saves the change as a draft, records who changed what, and logs it. */
async function saveChanges(
  c: Context<AppEnv>,
  collectionName: string,
  id: string,
  prepared: Extract<Awaited<ReturnType<typeof prepareSave>>, { ok: true }>,
  spanishReviewed: boolean,
) {
  const user = currentUser(c);
  const store = contentStore(c);
  if (prepared.changes.length) {
    try {
      await store.saveDraft({
        files: prepared.changes,
        message: `Content: ${collectionName}/${id} (${prepared.fields.join(', ') || 'no field'})`,
        author: author(user),
      });
    } catch (error) {
      if (error instanceof StaleFileError) throw stale(null);
      throw error;
    }
  }
  const languages = [...prepared.languages];
  if (spanishReviewed && !languages.includes('es')) languages.push('es');
  if (languages.length || prepared.fields.length) {
    await recordContentChange(c.get('db'), {
      collection: collectionName,
      entryId: id,
      action: 'save',
      languages,
      fields: prepared.fields,
      actor: user,
    });
  }
  log.info('content.saved', {
    collection: collectionName,
    entryId: id,
    languages,
    fields: prepared.fields,
    actorId: user.id,
  });
}

/**
 * The signed-in person saved this draft: as the store records it (working tree), else as the
 * editor's history does (the git host knows commits only, all made by the site's app).
 */
async function savedByUser(
  c: Context<AppEnv>,
  draft: { path: string; savedBy?: { email: string } },
): Promise<boolean> {
  const user = currentUser(c);
  if (draft.savedBy) return draft.savedBy.email.toLowerCase() === user.email.toLowerCase();
  const { collection, id, language } = draftFileEntry(draft.path);
  if (!collection || !language) return false;
  return (await lastSaverId(c.get('db'), collection, id)) === user.id;
}

/** The content editor's API (/admin/content in the staff app); every route needs a session. */
export const adminContentRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const store = contentStore(c);
    const [summaries, status] = await Promise.all([entrySummaries(c.get('db')), store.status()]);
    const collections = await listContent(store, summaries, status.draftPaths);
    return c.json({ collections, publish: status.publish });
  })
  .get('/status', async (c) => c.json(await contentStore(c).status()))
  /** What publishing changes, entry by entry and field by field, for the admin who approves it. */
  .get('/drafts/changes', async (c) => {
    const store = contentStore(c);
    const [summaries, status] = await Promise.all([entrySummaries(c.get('db')), store.status()]);
    const entries = await draftChanges(store, status, summaries);
    const mine = await Promise.all(
      entries.map((entry) =>
        savedByUser(c, {
          path: entry.paths[0]!,
          savedBy: entry.savedByEmail ? { email: entry.savedByEmail } : undefined,
        }),
      ),
    );
    return c.json({ entries: entries.map((entry, i) => ({ ...entry, mine: mine[i]! })) });
  })
  .post('/publish', requireRole('admin'), async (c) => {
    const store = contentStore(c);
    const user = currentUser(c);
    const { paths } = await optionalBody(c, publishBody);
    const status = await store.status();
    const unknown = paths?.find((path) => !status.draftPaths.includes(path));
    if (unknown) throw apiError(400, `${unknown} has no draft to publish`);
    const draftPaths = paths ?? status.draftPaths;
    // The save's checks again, on everything to be published, before anything is published.
    const problems = await draftProblems(store, draftPaths);
    if (problems.length) {
      throw apiError(
        400,
        `Nothing was published. Fix these entries and publish again: ${describeDraftProblems(problems)}`,
      );
    }
    const state = await store.publish(author(user), paths ? { paths } : {});
    const published = new Map<
      string,
      { collection: string; id: string; languages: Set<'en' | 'es'> }
    >();
    for (const path of draftPaths) {
      const { key, collection, id, language } = draftFileEntry(path);
      if (!collection || !language || !editableCollection(collection)) continue;
      const entry = published.get(key) ?? { collection, id, languages: new Set() };
      entry.languages.add(language);
      published.set(key, entry);
    }
    // History says "published" only once it is: not for a publish waiting for its checks.
    const wentOut = state.state === 'publishing' || state.state === 'live';
    for (const entry of wentOut ? published.values() : []) {
      await recordContentChange(c.get('db'), {
        collection: entry.collection,
        entryId: entry.id,
        action: 'publish',
        languages: [...entry.languages],
        fields: [],
        actor: user,
      });
    }
    log.info('content.published', {
      files: draftPaths.length,
      state: state.state,
      actorId: user.id,
    });
    return c.json({ publish: state });
  })
  /**
   * Throws drafts away: each file goes back to what is published (a drafted new file disappears,
   * a drafted delete is undone). Anyone may discard their own drafts, admins anyone's.
   */
  .post('/drafts/discard', validateJson(discardBody), async (c) => {
    const store = contentStore(c);
    const user = currentUser(c);
    const { paths } = c.req.valid('json');
    const { drafts } = await store.status();
    const files = [];
    for (const path of new Set(paths)) {
      const draft = drafts.find((candidate) => candidate.path === path);
      if (!draft) throw apiError(400, `${path} has no draft to discard`);
      if (user.role !== 'admin' && !(await savedByUser(c, draft))) {
        throw apiError(403, CONTENT_MESSAGES.notYourDraft);
      }
      const [current, published] = await Promise.all([
        store.read(path),
        store.read(path, { published: true }),
      ]);
      const expectedVersion = current?.version ?? null;
      files.push(
        published
          ? { path, bytes: published.bytes, expectedVersion }
          : { path, delete: true as const, expectedVersion: expectedVersion ?? '' },
      );
    }
    try {
      await store.saveDraft({
        files,
        message: `Content: discard ${files.map((file) => file.path).join(', ')}`,
        author: author(user),
      });
    } catch (error) {
      if (error instanceof StaleFileError) throw stale(null);
      throw error;
    }
    log.info('content.drafts_discarded', { paths: [...new Set(paths)], actorId: user.id });
    return c.json({ discarded: files.map((file) => file.path) });
  })
  .post('/:collection', writerOnly, validateJson(createBody), async (c) => {
    const collectionName = c.req.param('collection');
    const collection = editableCollection(collectionName);
    if (!collection) throw apiError(404, CONTENT_MESSAGES.notFound);
    requireWriter(collection, currentUser(c));
    if (!collection.canCreate) throw apiError(403, CONTENT_MESSAGES.cannotCreate);
    const { id: slug, en, es } = c.req.valid('json');
    const folder = collection.folderField ? en[collection.folderField] : undefined;
    const id = typeof folder === 'string' ? `${folder}~${slug}` : slug;
    const paths = entryPaths(collectionName, id);
    if (!paths)
      throw invalid(
        collection.folderField
          ? { [`en.${collection.folderField}`]: 'Required' }
          : { id: 'Invalid id' },
      );
    const store = contentStore(c);
    if (await store.read(paths.en)) throw apiError(409, CONTENT_MESSAGES.exists);
    const photoErrors = await teamPhotoErrors(store, collectionName, en, es);
    if (Object.keys(photoErrors).length) throw invalid(photoErrors);
    const prepared = await prepareSave(collection, paths, null, en, es);
    if (!prepared.ok) throw invalid(prepared.errors);
    await saveChanges(c, collectionName, id, prepared, false);
    const entry = await loadEntry(store, collectionName, id);
    return c.json({ id, version: entry?.version, state: 'draft' }, 201);
  })
  .get('/:collection/:id', async (c) => {
    const entry = await entryOr404(c);
    const history = await entryHistory(c.get('db'), c.req.param('collection'), c.req.param('id'));
    const summary = (await entrySummaries(c.get('db'), c.req.param('collection'))).get(
      `${c.req.param('collection')}/${c.req.param('id')}`,
    );
    return c.json({
      en: entry.en,
      es: entry.es,
      version: entry.version,
      draft: entry.draft,
      spanish: spanishStatus(entry.es !== null, summary?.spanishBehind),
      history: history.map((row) => ({
        action: row.action,
        languages: row.languages,
        fields: row.fields,
        by: row.actorName,
        at: row.createdAt,
      })),
    });
  })
  .put('/:collection/:id', writerOnly, validateJson(saveBody), async (c) => {
    const entry = await entryOr404(c);
    requireWriter(entry.collection, currentUser(c));
    const body = c.req.valid('json');
    if (body.version !== entry.version) throw stale(entry.version);
    const photoErrors = await teamPhotoErrors(
      contentStore(c),
      c.req.param('collection'),
      body.en,
      body.es,
    );
    if (Object.keys(photoErrors).length) throw invalid(photoErrors);
    const prepared = await prepareSave(entry.collection, entry.paths, entry, body.en, body.es);
    if (!prepared.ok) throw invalid(prepared.errors);
    const replaced = await replacedPhotoDelete(contentStore(c), entry, body.en);
    if (replaced) prepared.changes.push(replaced);
    await saveChanges(
      c,
      c.req.param('collection'),
      c.req.param('id'),
      prepared,
      Boolean(body.spanishReviewed),
    );
    const saved = await loadEntry(contentStore(c), c.req.param('collection'), c.req.param('id'));
    return c.json({
      version: saved?.version ?? entry.version,
      state: saved?.draft ? 'draft' : 'published',
    });
  })
  .delete('/:collection/:id', async (c) => {
    const entry = await entryOr404(c);
    const user = currentUser(c);
    requireWriter(entry.collection, user);
    if (!entry.collection.canCreate) throw apiError(403, CONTENT_MESSAGES.cannotCreate);
    const version = c.req.query('version');
    if (version !== entry.version) throw stale(entry.version);
    try {
      await contentStore(c).saveDraft({
        files: [
          { path: entry.paths.en, delete: true, expectedVersion: entry.files.en.version },
          ...(entry.files.es
            ? [
                {
                  path: entry.paths.es,
                  delete: true as const,
                  expectedVersion: entry.files.es.version,
                },
              ]
            : []),
        ],
        message: `Content: delete ${c.req.param('collection')}/${c.req.param('id')}`,
        author: author(user),
      });
    } catch (error) {
      if (error instanceof StaleFileError) throw stale(null);
      throw error;
    }
    await recordContentChange(c.get('db'), {
      collection: c.req.param('collection'),
      entryId: c.req.param('id'),
      action: 'save',
      languages: entry.files.es ? ['en', 'es'] : ['en'],
      fields: ['deleted'],
      actor: user,
    });
    log.info('content.deleted', {
      collection: c.req.param('collection'),
      entryId: c.req.param('id'),
      actorId: user.id,
    });
    return c.body(null, 204);
  });
