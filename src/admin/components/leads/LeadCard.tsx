import { useQueryClient } from '@tanstack/react-query';
import { Building2, Mail, Phone } from 'lucide-react';
import { memo } from 'react';
import { leadQueries, type LeadSummary } from '../../queries/leads.ts';
import { AlsoAsked } from './AlsoAsked.tsx';
import { BookedFor } from './BookedFor.tsx';
import { formatLeadDate } from './formatDates.ts';
import { LeadStatusBadge, SocialEquityBadge, SpanishBadge } from './leadBadges.tsx';

/**
 * One lead in the list. The name is the button that opens the dialog; its ::after covers the whole
 * card, so a click anywhere opens it while the keyboard and screen readers meet one clear button.
 * It shows the page's summary of the lead: the message is a preview the card clamps to two lines.
 */
export const LeadCard = memo(function LeadCard({
  lead,
  onOpen,
}: {
  lead: LeadSummary;
  onOpen: (id: string) => void;
}) {
  // The dialog needs the whole lead; start fetching it when the pointer or focus arrives.
  const queryClient = useQueryClient();
  // A failed prefetch costs nothing: the dialog asks again and shows the error then.
  const prefetch = () => queryClient.query(leadQueries.detail(lead.id)).catch(() => {});
  return (
    <article
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className="relative rounded-(--radius-card) border border-border bg-white p-4 shadow-sm transition-shadow focus-within:inset-ring-3 focus-within:inset-ring-focus hover:border-brand-300"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words">
            <button
              type="button"
              id={`lead-${lead.id}`}
              aria-haspopup="dialog"
              className="text-left outline-none after:absolute after:inset-0 after:content-['']"
              onClick={() => onOpen(lead.id)}
            >
              {lead.name}
            </button>
          </h2>
          {lead.isSocialEquityApplicant && <SocialEquityBadge />}
          {lead.locale === 'es' && <SpanishBadge />}
        </div>
        <LeadStatusBadge status={lead.status} />
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li className="flex min-w-0 items-center gap-1.5 break-all">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Email: </span>
          {lead.email}
        </li>
        {lead.phone && (
          <li className="flex items-center gap-1.5">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Phone: </span>
            {lead.phone}
          </li>
        )}
        {lead.company && (
          <li className="flex min-w-0 items-center gap-1.5 break-words">
            <Building2 className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Company: </span>
            {lead.company}
          </li>
        )}
      </ul>
      <p className="mt-2 text-sm">
        <span className="font-medium">{lead.serviceType}</span>
        <span className="text-muted">
          {' · '}
          <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
        </span>
      </p>
      {lead.booking && (
        <div className="mt-2">
          <BookedFor booking={lead.booking} />
        </div>
      )}
      <p className="mt-2 line-clamp-2 text-sm break-words whitespace-pre-line text-ink/90">
        {lead.messagePreview}
      </p>
      {lead.related.length > 0 && (
        <div className="mt-2">
          <AlsoAsked related={lead.related} relatedCount={lead.relatedCount} onOpen={onOpen} />
        </div>
      )}
    </article>
  );
});
