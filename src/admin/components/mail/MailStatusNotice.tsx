import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { mailQueries } from '../../queries/mail.ts';
import { describeBacklog } from './mailBacklog.ts';

/**
 * Tells admins when email does not leave: not set up, mails that failed for good, a queue that
 * has fallen behind (how many wait per priority and for how long), or reset links held back by
 * the caps (the person asking was told one is on its way).
 */
export function MailStatusNotice() {
  const { data } = useQuery(mailQueries.status());
  const backlog = data?.configured ? describeBacklog(data) : null;
  const held = data?.resetLinksHeldLastHour ?? 0;
  if (!data || (data.configured && data.failed === 0 && !backlog && held === 0)) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-accent-300 bg-accent-100 p-4 text-sm text-ink"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        {data.configured ? (
          <>
            {data.failed > 0 && (
              <p className="font-semibold">
                {data.failed === 1
                  ? '1 email could not be sent.'
                  : `${data.failed} emails could not be sent.`}
              </p>
            )}
            {backlog && <p>Mail is behind: {backlog}</p>}
            {held > 0 && (
              <p>
                {held === 1
                  ? '1 reset request not sent in the last hour'
                  : `${held} reset requests not sent in the last hour`}{' '}
                (too many requests for one account or for the whole site). Someone locked out can
                ask from their usual office network or a browser they signed in with, or an admin
                can set them a new password on the Team page.
              </p>
            )}
          </>
        ) : (
          <>
            <p className="font-semibold">Email is not set up.</p>
            <p>
              No email leaves this back office: new accounts, rejections and lead notices are not
              sent. {data.pending > 0 && `${data.pending} waiting in the outbox.`}
            </p>
          </>
        )}
        {data.lastError && <p className="break-words text-muted">Last error: {data.lastError}</p>}
      </div>
    </div>
  );
}
