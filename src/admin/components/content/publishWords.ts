import { toast } from '../../../components/ui/toastStore.ts';
import type { ContentStatus, PublishState } from '../../queries/content.ts';

/** The publish bar's words: where publishing stands, the checks, and the answer to Publish. */

export const publishTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Publishing…", "Live at <time>" and the like, for the saved drafts as a whole. */
export function publishStateText(publish: PublishState): string {
  switch (publish.state) {
    case 'nothing-to-publish':
      return 'Nothing published yet in this session';
    case 'publishing':
      return 'Publishing…';
    case 'live':
      return `Live at ${publishTime(publish.at)}`;
    case 'waiting-for-checks':
      return 'Waiting for the deploy preview';
    case 'failed':
      return `Publishing failed: ${publish.reason}`;
  }
}

export type Check = ContentStatus['checks'][number];

/** Where the draft's checks stand, in the words the bar shows: never "passed" while one is pending or failed. */
export function checksSummary(checks: Check[]): string {
  const failed = checks.filter((check) => check.status === 'failure');
  if (failed.length > 0) return `Failed: ${failed.map((check) => check.name).join(', ')}`;
  if (checks.length === 0 || checks.some((check) => check.status === 'pending')) {
    return 'Waiting for the deploy preview';
  }
  return 'Checks passed: ready to publish';
}

export const CHECK_WORD: Record<Check['status'], string> = {
  pending: 'pending',
  success: 'passed',
  failure: 'failed',
};

/** What the server answered to Publish, as a toast that never calls a refusal a success. */
export function announcePublish(publish: PublishState): void {
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
