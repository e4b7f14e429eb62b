import { useQuery } from '@tanstack/react-query';
import { Check, Inbox, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { AccountRequestCard } from '../components/accountRequests/AccountRequestCard.tsx';
import { ApproveRequestDialog } from '../components/accountRequests/ApproveRequestDialog.tsx';
import { RejectRequestDialog } from '../components/accountRequests/RejectRequestDialog.tsx';
import { RequestStatCards } from '../components/accountRequests/RequestStatCards.tsx';
import { useReviewRequest } from '../components/accountRequests/useReviewRequest.ts';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { MailStatusNotice } from '../components/mail/MailStatusNotice.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { accountRequestQueries, type AccountRequest } from '../queries/accountRequests.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** Case-insensitive substring on name, email and reason, so staff find a request by any part they remember. */
function matches(request: AccountRequest, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [request.name, request.email, request.reason].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Admins review access requests: approve (creates the account) or reject (optional reason). */
export default function AccountRequestsPage() {
  usePageTitle('Account Requests');
  const requests = useQuery(accountRequestQueries.list());
  const review = useReviewRequest();
  const [search, setSearch] = useState('');
  const [approving, setApproving] = useState<AccountRequest | null>(null);
  const [rejecting, setRejecting] = useState<AccountRequest | null>(null);

  const filtered = useMemo(
    () => (requests.data ?? []).filter((r) => matches(r, search)),
    [requests.data, search],
  );
  const pending = filtered.filter((r) => r.status === 'pending');
  const reviewed = filtered.filter((r) => r.status !== 'pending');

  const header = (
    <PageHeader
      title="Account Requests"
      subtitle="Review and approve access requests from new users"
    />
  );
  if (!requests.isSuccess) {
    return (
      <QueryStateFrame
        header={header}
        query={requests}
        loadingLabel="Loading requests..."
        errorMessage="Could not load the requests. Please check your connection and try again."
      />
    );
  }

  return (
    <div className="space-y-6">
      {header}
      <MailStatusNotice />
      <RequestStatCards requests={requests.data} />

      <SearchField
        aria-label="Search requests"
        placeholder="Search by name, email, or reason..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />

      {filtered.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-10 text-center">
            <Inbox className="size-10 text-muted" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No Access Requests</h2>
            <p className="text-muted">
              {search.trim()
                ? 'No requests match your search criteria'
                : "When users request access to the admin dashboard, they'll appear here for review"}
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          {pending.length > 0 && (
            <Card>
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">Pending Requests</h2>
                <CardDescription>{pending.length} request(s) awaiting your review</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="space-y-3" aria-label="Pending requests">
                  {pending.map((request) => (
                    <li key={request.id}>
                      <AccountRequestCard
                        request={request}
                        actions={
                          <>
                            <Button
                              size="sm"
                              aria-label={`Approve ${request.name}`}
                              onClick={() => setApproving(request)}
                            >
                              <Check aria-hidden="true" />
                              Approve
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={`Reject ${request.name}`}
                              onClick={() => setRejecting(request)}
                            >
                              <X aria-hidden="true" />
                              Reject
                            </Button>
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          {reviewed.length > 0 && (
            <Card>
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">Reviewed Requests</h2>
              </CardHeader>
              <CardContent>
                <ul className="space-y-3" aria-label="Reviewed requests">
                  {reviewed.map((request) => (
                    <li key={request.id}>
                      <AccountRequestCard request={request} />
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
        </>
      )}

      <ApproveRequestDialog
        key={`approve-${approving?.id}`}
        request={approving}
        onClose={() => setApproving(null)}
        review={review}
      />
      <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} review={review} />
    </div>
  );
}
