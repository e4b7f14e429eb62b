import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Building2, Briefcase, Mail, Phone } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/apiRequest.ts';
import { leadQueries, type Lead } from '../../queries/leads.ts';
import { LoadingState } from '../LoadingState.tsx';
import { BookedFor } from './BookedFor.tsx';
import { formatLeadDateTime } from './formatDates.ts';
import { AlsoAsked } from './AlsoAsked.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { LeadMailState } from './LeadMailState.tsx';
import { LeadStatusBadge, SocialEquityBadge, SpanishBadge } from './leadBadges.tsx';
import { LeadUpdateForm } from './LeadUpdateForm.tsx';

/**
 * The lead named by ?lead=<id>: contact details, message, the update form and the history.
 * A deep link to any lead works, whether or not it is on the list's current page.
 */
export function LeadDialog({
  leadId,
  onClose,
  onOpen,
}: {
  leadId: string | null;
  onClose: () => void;
  /** Opens another lead in its place (an "Also asked on" link). */
  onOpen: (id: string) => void;
}) {
  // onCloseAutoFocus runs after the URL has dropped ?lead=, so remember which lead was open.
  const lastLeadId = useRef(leadId);
  useEffect(() => {
    if (leadId) lastLeadId.current = leadId;
  }, [leadId]);
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The card that opened the dialog gets focus back (the dialog has no Radix trigger).
          const id = lastLeadId.current;
          const card = id ? document.getElementById(`lead-${id}`) : null;
          if (card) {
            event.preventDefault();
            card.focus();
          }
        }}
      >
        {leadId && <LeadDialogBody leadId={leadId} onClose={onClose} onOpen={onOpen} />}
      </DialogContent>
    </Dialog>
  );
}

interface LeadActions {
  onClose: () => void;
  onOpen: (id: string) => void;
}

function LeadDialogBody({ leadId, onClose, onOpen }: { leadId: string } & LeadActions) {
  // The list holds only a summary (a message preview, no notes), so the dialog reads the lead
  // itself; cards prefetch it on hover and focus, so it is usually here already.
  const lead = useQuery(leadQueries.detail(leadId));

  if (lead.isPending) {
    return (
      <>
        <DialogTitle className="sr-only">Lead</DialogTitle>
        <LoadingState label="Loading lead..." />
      </>
    );
  }
  if (lead.isError) {
    const notFound = lead.error instanceof ApiError && lead.error.status === 404;
    return (
      <>
        <DialogTitle>{notFound ? 'Lead not found' : 'Could not load this lead'}</DialogTitle>
        <p role="alert" className="text-muted">
          {notFound
            ? 'This lead does not exist or the link is wrong.'
            : 'Please check your connection and try again.'}
        </p>
      </>
    );
  }
  return <LeadDetails lead={lead.data} onClose={onClose} onOpen={onOpen} />;
}

function LeadDetails({ lead, onClose, onOpen }: { lead: Lead } & LeadActions) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{lead.name}</DialogTitle>
        <div className="flex flex-wrap items-center gap-2">
          {lead.isSocialEquityApplicant && <SocialEquityBadge long />}
          {lead.locale === 'es' && <SpanishBadge />}
          <LeadStatusBadge status={lead.status} />
        </div>
        <DialogDescription>
          Lead submitted on{' '}
          <time dateTime={lead.createdAt}>{formatLeadDateTime(lead.createdAt)}</time>
        </DialogDescription>
        <BookedFor booking={lead.booking} />
        <AlsoAsked related={lead.related} relatedCount={lead.relatedCount} onOpen={onOpen} />
      </DialogHeader>

      <section aria-labelledby="lead-contact-heading" className="grid gap-2">
        <h3 id="lead-contact-heading" className="sr-only">
          Contact information
        </h3>
        <ul className="grid gap-2 text-sm">
          <li className="flex items-center gap-2 break-all">
            <Mail className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <span className="sr-only">Email: </span>
            <a
              className="text-brand-700 underline underline-offset-2"
              href={`mailto:${lead.email}`}
            >
              {lead.email}
            </a>
          </li>
          {lead.phone && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="sr-only">Phone: </span>
              <a
                className="text-brand-700 underline underline-offset-2"
                href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
              >
                {lead.phone}
              </a>
            </li>
          )}
          {lead.company && (
            <li className="flex items-center gap-2 break-words">
              <Building2 className="size-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="sr-only">Company: </span>
              {lead.company}
            </li>
          )}
          <li className="flex items-center gap-2">
            <Briefcase className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <span className="sr-only">Service type: </span>
            {lead.serviceType}
          </li>
        </ul>
      </section>

      <section aria-labelledby="lead-message-heading" className="grid gap-1">
        <h3 id="lead-message-heading" className="text-sm font-semibold text-muted">
          Message
        </h3>
        <p className="rounded-lg bg-surface-alt p-3 text-sm break-words whitespace-pre-line">
          {lead.message}
        </p>
      </section>

      <LeadMailState leadId={lead.id} />

      <div className="border-t border-border pt-4">
        {/* Keyed by id so opening another lead starts from that lead's values. */}
        <LeadUpdateForm key={lead.id} lead={lead} onCancel={onClose} onSaved={onClose} />
      </div>
      <LeadHistory leadId={lead.id} />
    </>
  );
}
