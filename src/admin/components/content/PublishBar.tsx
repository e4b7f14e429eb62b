import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toastStore';
import { focusAfterAction } from '../../focusAfterAction';
import { authQueries } from '../../queries/auth';
import type { ContentListEntry, EntryState } from '../../../lib/schemas/contentList';
import {
  contentApi,
  contentQueries,
  type ContentStatus,
  type PublishState,
} from '../../queries/content';
import { DraftChanges } from './DraftChanges';

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
      return 'Waiting for the deploy preview';
    case 'failed':
      return `Publishing failed: ${publish.reason}`;
  }
}

type Check = ContentStatus['checks'][number];

/** Where the draft's checks stand, in the words the bar shows: never "passed" while one is pending or failed. */
export function checksSummary(checks: Check[]): string {
  const failed = checks.filter((check) => check.status === 'failure');
  if (failed.length > 0) return `Failed: ${failed.map((check) => check.name).join(', ')}`;
  if (checks.length === 0 || checks.some((check) => check.status === 'pending')) {
    return 'Waiting for the deploy preview';
  }
  return 'Checks passed: ready to publish';
}

const CHECK_WORD: Record<Check['status'], string> = {
  pending: 'pending',
  success: 'passed',
  failure: 'failed',
};

/** Production (git host): the draft's pull request and each of its checks. */
function DraftChecks({ status }: { status: ContentStatus }) {
  if (!status.pullRequestUrl) return null;
  return (
    <div className="order-last basis-full space-y-1 text-sm" data-testid="draft-checks">
      <p>
        <a className="font-medium underline" href={status.pullRequestUrl}>
          Pull request of the drafts
        </a>{' '}
        · <span data-testid="checks-summary">{checksSummary(status.checks)}</span>
      </p>
      {status.checks.length > 0 && (
        <ul className="list-disc pl-5" aria-label="Checks">
          {status.checks.map((check) => (
            <li key={check.name}>
              {check.url ? (
                <a className="underline" href={check.url}>
                  {check.name}
                </a>
              ) : (
                check.name
              )}
              : {CHECK_WORD[check.status]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the server answered to Publish, as a toast that never calls a refusal a success. */
function announce(publish: PublishState) {
  switch (publish.state) {
    case 'publishing':
      toast({ title: 'Publishing', description: 'The site is being built with the drafts.' });
      return;
    case 'live':
      toast({ title: 'Published', variant: 'success' });
      return;
    case 'waiting-for-checks':
      toast({
        title: 'Not published yet',
        description: 'Waiting for the deploy preview; publish again once its checks pass.',
      });
      return;
    case 'failed':
      toast({ title: 'Not published', description: publish.reason, variant: 'destructive' });
      return;
    case 'nothing-to-publish':
      toast({ title: 'Nothing to publish' });
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
      announce(answer.publish);
      // The button may now be disabled (nothing left to publish): focus goes to the bar, whose
      // status sentence is what changes now.
      focusAfterAction(() => document.getElementById(barId));
    },
  });
  if (!status.data) return null;
  const drafts = status.data.draftPaths.length;
  const isAdmin = me.data?.role === 'admin';
  const publishing = status.data.publish.state === 'publishing';
  const partial = selected !== null && selected.length < drafts;
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
        {/* The one live part: where publishing stands, not the whole bar with its list and
            button. With drafts waiting, "Live" is the earlier publish's, never theirs. */}
        <span data-testid="publish-state" role="status">
          {drafts > 0 && status.data.publish.state === 'live'
            ? `Last published at ${time(status.data.publish.at)}`
            : publishStateText(status.data.publish)}
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
        // Busy but not disabled while the request is out: a disabled button would drop the
        // keyboard focus to <body>.
        <Button
          type="button"
          disabled={(drafts === 0 || publishing || selected?.length === 0) && !publish.isPending}
          aria-disabled={publish.isPending || undefined}
          className="aria-disabled:opacity-60"
          onClick={() => !publish.isPending && publish.mutate(partial ? selected : undefined)}
        >
          {publish.isPending || publishing
            ? 'Publishing…'
            : partial
              ? `Publish ${selected.length} selected file${selected.length === 1 ? '' : 's'}`
              : 'Publish drafts'}
        </Button>
      ) : (
        drafts > 0 && <p className="text-sm text-muted">An admin publishes the drafts.</p>
      )}
      <DraftChecks status={status.data} />
      {drafts > 0 && me.data && (
        <DraftChanges
          drafts={status.data.drafts}
          pending={pending}
          me={me.data}
          selectable={isAdmin && !status.data.pullRequestUrl}
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}
