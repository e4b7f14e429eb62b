import type { DraftCheck } from './contentStore.ts';

/** A commit status (the older API Netlify's deploy previews report through) as GitHub lists it. */
export interface CommitStatus {
  context: string;
  state: string;
  target_url?: string | null;
}

/** A check run (GitHub Actions and other apps) as GitHub lists it. */
export interface CheckRun {
  name: string;
  status: string;
  conclusion?: string | null;
  details_url?: string | null;
  html_url?: string | null;
}

const PASSING_CONCLUSIONS = new Set(['success', 'neutral', 'skipped']);

/** Both kinds of check as one list the editor shows. */
export function checksOf(statuses: CommitStatus[], runs: CheckRun[]): DraftCheck[] {
  const fromStatuses = statuses.map((status) => ({
    name: status.context,
    status:
      status.state === 'success'
        ? ('success' as const)
        : status.state === 'pending'
          ? ('pending' as const)
          : ('failure' as const),
    ...(status.target_url ? { url: status.target_url } : {}),
  }));
  const fromRuns = runs.map((run) => {
    const url = run.details_url ?? run.html_url;
    return {
      name: run.name,
      status:
        run.status !== 'completed'
          ? ('pending' as const)
          : PASSING_CONCLUSIONS.has(run.conclusion ?? '')
            ? ('success' as const)
            : ('failure' as const),
      ...(url ? { url } : {}),
    };
  });
  return [...fromStatuses, ...fromRuns];
}

/**
 * The Netlify deploy preview of the draft: Netlify reports it as a commit status whose context
 * ends in `/deploy-preview` and whose link is the preview (`https://deploy-preview-N--site.netlify.app`).
 */
export function previewUrlOf(statuses: CommitStatus[], runs: CheckRun[]): string | undefined {
  const status = statuses.find(
    (candidate) => /deploy-preview/i.test(candidate.context) && candidate.target_url,
  );
  if (status) return status.target_url!;
  const run = runs.find(
    (candidate) => /deploy-preview/i.test(candidate.name) && candidate.details_url,
  );
  return run?.details_url ?? undefined;
}
