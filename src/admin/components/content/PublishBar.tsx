import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { focusAfterAction } from '../../focusAfterAction.ts';
import { authQueries } from '../../queries/auth.ts';
import type { ContentListEntry, EntryState } from '../../../lib/schemas/contentList.ts';
import { contentApi, contentQueries, type PublishState } from '../../queries/content.ts';
import { entryStateLabel } from './EntryStateBadge.tsx';

/** An entry with an unpublished draft, as the list page names it. */
export interface PendingEntry {
  key: string;
  /** The collection's label. */
  collection: string;
  title: ContentListEntry['title'];
  state: Exclude<EntryState, 'published'>;
}

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Publishing…", "Live at <time>" and the like, for the saved drafts as a whole. */
export function publishStateText(publish: PublishState): string {
  switch (publish.state) {
    case 'nothing-to-publish':
      return 'Nothing published yet in this session';
    case 'publishing':
      return 'Publishing…';
    case 'live':
      return `Live at ${time(publish.at)}`;
    case 'waiting-for-checks':
      return 'Waiting for the checks to pass';
    case 'failed':
      return `Publishing failed: ${publish.reason}`;
  }
}

/**
 * Unpublished drafts, where publishing stands, and (for admins) the Publish button. On the list
 * page, `pending` names what publishing changes (deletes too), so an admin sees it before publishing.
 */
export function PublishBar({ pending }: { pending?: PendingEntry[] }) {
  const me = useQuery(authQueries.me());
  const status = useQuery(contentQueries.status());
  const barId = useId();
  const publish = useMutation({
    mutationFn: contentApi.publish,
    meta: {
      invalidates: [contentQueries.all()],
      errorTitle: 'Not Published',
      errorFallback: 'Please try again.',
    },
    onSuccess: () => {
      toast({ title: 'Publishing the saved drafts', variant: 'success' });
      // Nothing is left to publish, so the button is disabled: focus goes to the bar, whose
      // status sentence is what changes now.
      focusAfterAction(() => document.getElementById(barId));
    },
  });
  if (!status.data) return null;
  const drafts = status.data.draftPaths.length;
  return (
    <div
      id={barId}
      role="group"
      aria-label="Publishing"
      tabIndex={-1}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-alt p-3"
    >
      <p className="grow">
        <span className="font-semibold">
          {drafts === 0
            ? 'No unpublished drafts.'
            : `${drafts} file${drafts === 1 ? '' : 's'} saved as drafts.`}
        </span>{' '}
        {/* The one live part: where publishing stands ("Publishing…", "Live at …"), not the
            whole bar with its list and button. */}
        <span data-testid="publish-state" role="status">
          {publishStateText(status.data.publish)}
        </span>
        {status.data.previewUrl && (
          <>
            {' '}
            <a className="underline" href={status.data.previewUrl}>
              Preview
            </a>
          </>
        )}
      </p>
      {pending && pending.length > 0 && (
        <details className="order-last basis-full text-sm">
          <summary className="cursor-pointer font-medium">What publishing changes</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Drafts to publish">
            {pending.map((entry) => (
              <li key={entry.key}>
                {entry.collection}: {entry.title} ({entryStateLabel(entry.state)})
              </li>
            ))}
          </ul>
        </details>
      )}
      {me.data?.role === 'admin' ? (
        // Busy but not disabled while publishing: a disabled button would drop the keyboard
        // focus to <body>.
        <Button
          type="button"
          disabled={drafts === 0 && !publish.isPending}
          aria-disabled={publish.isPending || undefined}
          className="aria-disabled:opacity-60"
          onClick={() => !publish.isPending && publish.mutate()}
        >
          {publish.isPending ? 'Publishing…' : 'Publish drafts'}
        </Button>
      ) : (
        drafts > 0 && <p className="text-sm text-muted">An admin publishes the drafts.</p>
      )}
    </div>
  );
}
