import type { ContentStatus } from '../../queries/content';
import { CHECK_WORD, checksSummary } from './publishWords';

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
