import { formatDistanceToNow } from 'date-fns';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import type { AccountRequestStatus } from '../../../lib/domain.ts';
import type { AccountRequest } from '../../queries/accountRequests.ts';
import { ROLE_LABELS } from '../navItems.ts';

const STATUS_BADGES: Record<
  AccountRequestStatus,
  { label: string; variant: BadgeProps['variant'] }
> = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

const ago = (iso: string) => formatDistanceToNow(new Date(iso));

/** The card's element id: focus goes to it once the request is reviewed. */
export const reviewedRequestId = (id: string) => `request-${id}`;

/** One access request: who, what role, why, when; `actions` holds Approve/Reject for pending ones. */
export function AccountRequestCard({
  request,
  actions,
}: {
  request: AccountRequest;
  actions?: ReactNode;
}) {
  const status = STATUS_BADGES[request.status] ?? STATUS_BADGES.pending;
  const reviewed = request.status !== 'pending';
  return (
    <article
      id={reviewedRequestId(request.id)}
      // Focus lands here once the request is reviewed (its Approve/Reject buttons are gone).
      tabIndex={-1}
      aria-labelledby={`request-${request.id}-name`}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`request-${request.id}-name`} className="font-semibold text-ink">
            {request.name}
          </h3>
          <Badge variant={status.variant}>{status.label}</Badge>
          <Badge variant="outline">
            {ROLE_LABELS[request.requestedRole] ?? request.requestedRole}
          </Badge>
        </div>
        <p className="flex items-center gap-1.5 text-sm break-all text-muted">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Email: </span>
          {request.email}
        </p>
        <p className="text-sm whitespace-pre-line text-ink">{request.reason}</p>
        {request.status === 'rejected' && request.rejectionReason && (
          <p className="rounded-md bg-red-50 p-2 text-sm text-red-900">
            <span className="font-semibold">Rejection reason:</span> {request.rejectionReason}
          </p>
        )}
        <p className="text-xs text-muted">
          Requested {ago(request.createdAt)} ago
          {reviewed && (
            <>
              {' · '}
              Reviewed {request.reviewedAt ? `${ago(request.reviewedAt)} ago` : 'N/A'}
            </>
          )}
        </p>
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </article>
  );
}
