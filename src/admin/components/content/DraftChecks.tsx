import { Button } from '../../../components/ui/button.tsx';
import type { ContentStatus } from '../../queries/content.ts';
import { CHECK_WORD, checksSummary, type Check } from './publishWords.ts';

/** Production (git host): the draft's pull request and each of its checks. */
export function DraftChecks({ status }: { status: ContentStatus }) {
  if (!status.pullRequestUrl) return null;
  return (
    <div className="order-last basis-full space-y-1 text-sm" data-testid="draft-checks">
      <p>
        <a className="font-medium underline" href={status.pullRequestUrl}>
          Pull request of the drafts
        </a>{' '}
        · <span data-testid="checks-summary">{checksSummary(status.checks)}</span>
      </p>
      <CheckList checks={status.checks} label="Checks" />
    </div>
  );
}

/**
 * Production (git host): the entries an admin chose to publish, in their own pull request, with
 * its checks; an admin publishes them once the checks passed.
 */
export function SelectionChecks({
  selection,
  canPublish,
  publishing,
  onPublish,
}: {
  selection: NonNullable<ContentStatus['selection']>;
  canPublish: boolean;
  publishing: boolean;
  onPublish: (paths: string[]) => void;
}) {
  const files = selection.paths.length;
  return (
    <div className="order-last basis-full space-y-1 text-sm" data-testid="selection-checks">
      <p>
        <a className="font-medium underline" href={selection.pullRequestUrl}>
          Pull request of the selected entries
        </a>{' '}
        ({files} file{files === 1 ? '' : 's'}) ·{' '}
        <span data-testid="selection-summary">{checksSummary(selection.checks)}</span>
      </p>
      <CheckList checks={selection.checks} label="Checks of the selected entries" />
      {canPublish && (
        <Button
          type="button"
          size="sm"
          aria-disabled={publishing || undefined}
          className="aria-disabled:opacity-60"
          onClick={() => !publishing && onPublish(selection.paths)}
        >
          Publish the selected entries
        </Button>
      )}
    </div>
  );
}

function CheckList({ checks, label }: { checks: Check[]; label: string }) {
  if (checks.length === 0) return null;
  return (
    <ul className="list-disc pl-5" aria-label={label}>
      {checks.map((check) => (
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
  );
}
