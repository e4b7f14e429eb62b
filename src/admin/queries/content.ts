import { queryOptions } from '@tanstack/react-query';
import { apiRequest, throwIfNotOk } from '../../lib/apiRequest.ts';
import type { adminContentRoutes } from '../../server/routes/adminContent.ts';
import type { adminContentPreviewRoutes } from '../../server/routes/adminContentPreview.ts';
import type { ApiAnswer } from './apiAnswer.ts';
import { adminKeys } from './keys.ts';

/**
 * The content editor's API (/api/admin/content). The answers' types are read from the routes' own
 * `c.json(…)` (ApiAnswer), so the publish state and the entry have one definition, the server's.
 */
export type EntryData = Record<string, unknown>;
export type ContentList = ApiAnswer<typeof adminContentRoutes, '/', '$get'>;
export type ContentStatus = ApiAnswer<typeof adminContentRoutes, '/status', '$get'>;
export type PublishState = ContentStatus['publish'];
export type ContentEntry = ApiAnswer<typeof adminContentRoutes, '/:collection/:id', '$get'>;
export type DraftChangesAnswer = ApiAnswer<typeof adminContentRoutes, '/drafts/changes', '$get'>;
export type DraftEntryChange = DraftChangesAnswer['entries'][number];
export type BodyPreview = ApiAnswer<typeof adminContentPreviewRoutes, '/', '$post'>;

const base = '/api/admin/content';
const entryUrl = (collection: string, id: string) =>
  `${base}/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;

export const contentQueries = {
  all: () => adminKeys.content,
  list: () =>
    queryOptions({
      queryKey: [...adminKeys.content, 'list'] as const,
      queryFn: () => apiRequest<ContentList>('GET', base),
    }),
  entry: (collection: string, id: string) =>
    queryOptions({
      queryKey: [...adminKeys.content, 'entry', collection, id] as const,
      queryFn: () => apiRequest<ContentEntry>('GET', entryUrl(collection, id)),
    }),
  /** A page body as the site prints it, and what a save would refuse (server-rendered). */
  preview: (body: string) =>
    queryOptions({
      queryKey: [...adminKeys.content, 'preview', body] as const,
      queryFn: () => apiRequest<BodyPreview>('POST', `${base}/preview`, { body }),
      staleTime: Infinity,
      gcTime: 60_000,
    }),
  /** What publishing changes, field by field; keyed by the drafted files so a save refetches it. */
  draftChanges: (draftPaths: string[]) =>
    queryOptions({
      queryKey: [...adminKeys.content, 'draft-changes', draftPaths.join('\n')] as const,
      queryFn: () => apiRequest<DraftChangesAnswer>('GET', `${base}/drafts/changes`),
    }),
  /** Polled while a publish is under way, so "Publishing…" turns into "Live at …" by itself. */
  status: () =>
    queryOptions({
      queryKey: [...adminKeys.content, 'status'] as const,
      queryFn: () => apiRequest<ContentStatus>('GET', `${base}/status`),
      // While a publish builds or deploys, and while the draft's checks run (each look at GitHub
      // costs a few of its API calls, so those are polled less often).
      refetchInterval: (query) => {
        const data = query.state.data;
        if (data?.publish.state === 'publishing') return 3000;
        if (data?.pullRequestUrl && data.checks.some((check) => check.status === 'pending'))
          return 10_000;
        if (data?.pullRequestUrl && data.checks.length === 0) return 10_000;
        const selection = data?.selection?.checks;
        if (selection && (selection.length === 0 || selection.some((c) => c.status === 'pending')))
          return 10_000;
        return false;
      },
    }),
};

export interface SaveEntryInput {
  en: EntryData;
  es: EntryData | null;
  version: string;
  spanishReviewed?: boolean;
}

export const contentApi = {
  save: (collection: string, id: string, input: SaveEntryInput) =>
    apiRequest<ApiAnswer<typeof adminContentRoutes, '/:collection/:id', '$put'>>(
      'PUT',
      entryUrl(collection, id),
      input,
    ),
  create: (collection: string, input: { id: string; en: EntryData; es: EntryData }) =>
    apiRequest<ApiAnswer<typeof adminContentRoutes, '/:collection', '$post'>>(
      'POST',
      `${base}/${encodeURIComponent(collection)}`,
      input,
    ),
  remove: (collection: string, id: string, version: string) =>
    apiRequest<void>(
      'DELETE',
      `${entryUrl(collection, id)}?version=${encodeURIComponent(version)}`,
    ),
  /** Every draft, or the drafted files named (an admin's selection). */
  publish: (paths?: string[]) =>
    apiRequest<ApiAnswer<typeof adminContentRoutes, '/publish', '$post'>>(
      'POST',
      `${base}/publish`,
      paths ? { paths } : {},
    ),
  discard: (paths: string[]) =>
    apiRequest<ApiAnswer<typeof adminContentRoutes, '/drafts/discard', '$post'>>(
      'POST',
      `${base}/drafts/discard`,
      { paths },
    ),
  /** A team portrait (multipart `file`); answers the repository path both twins reference. */
  uploadPhoto: async (file: File, slug?: string): Promise<{ path: string }> => {
    const form = new FormData();
    form.append('file', file);
    if (slug) form.append('slug', slug);
    const res = await fetch(`${base}/media`, {
      method: 'POST',
      credentials: 'include',
      body: form,
    });
    await throwIfNotOk(res);
    return (await res.json()) as { path: string };
  },
};
