import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { focusAfterAction } from '../../focusAfterAction.ts';
import { authQueries } from '../../queries/auth.ts';
import type { ContentListEntry, EntryState } from '../../../lib/schemas/contentList.ts';
import { contentApi, contentQueries, type ContentStatus } from '../../queries/content.ts';
import { DraftChanges } from './DraftChanges.tsx';
import { DraftChecks, SelectionChecks } from './DraftChecks.tsx';
import { announcePublish, publishStateText, publishTime } from './publishWords.ts';

/** An entry with an unpublished draft, as the list page names it. */
export interface PendingEntry {
  key: string;
  /** The collection's label. */
  collection: string;
  title: ContentListEntry['title'];
  state: Exclude<EntryState, 'published'>;
}

/** With drafts waiting, "Live" is the earlier publish's, never theirs. */
function stateText(status: ContentStatus): string {
  return status.draftPaths.length > 0 && status.publish.state === 'live'
    ? `Last published at ${publishTime(status.publish.at)}`
    : publishStateText(status.publish);
}

/**
 * Unpublished drafts, where publishing stands, and (for admins) the Publish button. On the list
 * page, `pending` names the entries (deletes too), so an admin sees what goes live before publishing.
 */
export function PublishBar({ pending }: { pending?: PendingEntry[] }) {
  const me = useQuery(authQueries.me());
  const status = useQuery(contentQueries.status());
  const barId = useId();
  // The drafted paths an admin ticked; null means every draft.
  const [selected, setSelected] = useState<string[] | null>(null);
  const publish = useMutation({
    mutationFn: (paths?: string[]) => contentApi.publish(paths),
    meta: {
      invalidates: [contentQueries.all()],
      errorTitle: 'Not Published',
      errorFallback: 'Please try again.',
    },
    onSuccess: (answer) => {
      setSelected(null);
      announcePublish(answer.publish);
      // The button may now be disabled (nothing left to publish): focus goes to the bar, whose
      // status sentence is what changes now.
      focusAfterAction(() => document.getElementById(barId));
    },
  });
  if (!status.data) return null;
  const drafts = status.data.draftPaths.length;
  const isAdmin = me.data?.role === 'admin';
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
        {/* The one live part: where publishing stands, not the whole bar with its list and button. */}
        <span data-testid="publish-state" role="status">
          {stateText(status.data)}
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
      {isAdmin ? (
        <PublishButton
          drafts={drafts}
          selected={selected}
          building={status.data.publish.state === 'publishing'}
          pending={publish.isPending}
          onPublish={(paths) => publish.mutate(paths)}
        />
      ) : (
        drafts > 0 && <p className="text-sm text-muted">An admin publishes the drafts.</p>
      )}
      <DraftChecks status={status.data} />
      {status.data.selection && (
        <SelectionChecks
          selection={status.data.selection}
          canPublish={isAdmin}
          publishing={publish.isPending}
          onPublish={(paths) => publish.mutate(paths)}
        />
      )}
      {drafts > 0 && me.data && (
        <DraftChanges
          draftPaths={status.data.draftPaths}
          pending={pending}
          me={me.data}
          selectable={isAdmin}
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}

/** "Publish drafts", or "Publish N selected files" when the admin ticked only some. */
function PublishButton({
  drafts,
  selected,
  building,
  pending,
  onPublish,
}: {
  drafts: number;
  selected: string[] | null;
  building: boolean;
  pending: boolean;
  onPublish: (paths?: string[]) => void;
}) {
  const partial = selected !== null && selected.length < drafts;
  return (
    // Busy but not disabled while the request is out: a disabled button would drop the keyboard
    // focus to <body>.
    <Button
      type="button"
      disabled={(drafts === 0 || building || selected?.length === 0) && !pending}
      aria-disabled={pending || undefined}
      className="aria-disabled:opacity-60"
      onClick={() => !pending && onPublish(partial ? selected : undefined)}
    >
      {pending || building
        ? 'Publishing…'
        : partial
          ? `Publish ${selected.length} selected file${selected.length === 1 ? '' : 's'}`
          : 'Publish drafts'}
    </Button>
  );
}
