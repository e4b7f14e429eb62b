import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contentChanges, type ContentChangeRow } from '../../../db/schema.ts';
import type { PublicTeamMember } from '../auth/publicTeamMember.ts';

/**
 * The content editor's history (the `content_changes` table): written on every save and publish,
 * read for the list's "last change and who", an entry's history and the Spanish flag.
 */

export async function recordContentChange(
  db: Database,
  change: {
    collection: string;
    entryId: string;
    action: 'save' | 'publish';
    languages: ('en' | 'es')[];
    fields: string[];
    actor: PublicTeamMember;
  },
): Promise<void> {
  await db.insert(contentChanges).values({
    collection: change.collection,
    entryId: change.entryId,
    action: change.action,
    languages: change.languages,
    fields: change.fields,
    actorId: change.actor.id,
    actorName: change.actor.name,
  });
}

export interface EntrySummary {
  updatedAt: Date | null;
  updatedBy: string | null;
  /** The English was saved after the Spanish last was. */
  spanishBehind: boolean;
}

/** Per entry of one collection: its last change and whether the Spanish fell behind the English. */
export async function entrySummaries(
  db: Database,
  collection?: string,
): Promise<Map<string, EntrySummary>> {
  const rows = await db
    .select({
      collection: contentChanges.collection,
      entryId: contentChanges.entryId,
      updatedAt: sql<Date>`max(${contentChanges.createdAt})`.mapWith(contentChanges.createdAt),
      englishAt:
        sql<Date | null>`max(${contentChanges.createdAt}) filter (where 'en' = any(${contentChanges.languages}) and ${contentChanges.action} = 'save')`.mapWith(
          contentChanges.createdAt,
        ),
      spanishAt:
        sql<Date | null>`max(${contentChanges.createdAt}) filter (where 'es' = any(${contentChanges.languages}) and ${contentChanges.action} = 'save')`.mapWith(
          contentChanges.createdAt,
        ),
      updatedBy: sql<string>`(array_agg(${contentChanges.actorName} order by ${contentChanges.createdAt} desc))[1]`,
    })
    .from(contentChanges)
    .where(collection ? eq(contentChanges.collection, collection) : undefined)
    .groupBy(contentChanges.collection, contentChanges.entryId);
  return new Map(
    rows.map((row) => [
      `${row.collection}/${row.entryId}`,
      {
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
        spanishBehind:
          row.englishAt !== null && (row.spanishAt === null || row.spanishAt < row.englishAt),
      },
    ]),
  );
}

/** An entry's history, newest first. */
export async function entryHistory(
  db: Database,
  collection: string,
  entryId: string,
): Promise<ContentChangeRow[]> {
  return db
    .select()
    .from(contentChanges)
    .where(and(eq(contentChanges.collection, collection), eq(contentChanges.entryId, entryId)))
    .orderBy(desc(contentChanges.createdAt))
    .limit(50);
}

/**
 * Who last saved an entry (its newest save in the history), for the store that does not know who
 * saved a draft file (the git host knows commits only): that person may discard the draft.
 */
export async function lastSaverId(
  db: Database,
  collection: string,
  entryId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ actorId: contentChanges.actorId })
    .from(contentChanges)
    .where(
      and(
        eq(contentChanges.collection, collection),
        eq(contentChanges.entryId, entryId),
        eq(contentChanges.action, 'save'),
      ),
    )
    .orderBy(desc(contentChanges.createdAt))
    .limit(1);
  return row?.actorId ?? null;
}
