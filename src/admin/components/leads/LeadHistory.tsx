import { useQuery } from '@tanstack/react-query';
import { leadStatusLabel } from '../../../lib/domain.ts';
import { leadQueries, type LeadEvent } from '../../queries/leads.ts';
import { formatLeadDateTime } from './formatDates.ts';

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  notes: 'Notes',
  assignedTo: 'Owner',
  contactedAt: 'First contacted',
};

const EMPTY_LABELS: Record<string, string> = {
  assignedTo: 'Unassigned',
  notes: '(no notes)',
  contactedAt: 'Not yet',
};

/** A stored value as a person reads it: status labels, dates, "Unassigned" for no owner. */
function readable(field: string, value: string | null): string {
  if (value === null || value === '') return EMPTY_LABELS[field] ?? '(none)';
  if (field === 'status') return leadStatusLabel(value);
  if (field === 'contactedAt') return formatLeadDateTime(value);
  return value;
}

function EventItem({ event }: { event: LeadEvent }) {
  const label = FIELD_LABELS[event.field] ?? event.field;
  return (
    <li className="grid gap-1 border-l-2 border-brand-200 pl-3">
      <p className="text-sm">
        <span className="font-semibold">{event.actorName}</span> changed{' '}
        <span className="font-semibold">{label}</span>
      </p>
      {event.field === 'notes' ? (
        // Notes can be long: before and after as short blocks rather than one line.
        <div className="grid gap-1 text-sm break-words whitespace-pre-line">
          <p className="line-clamp-3 text-muted">
            <span className="font-medium">Before: </span>
            {readable(event.field, event.oldValue)}
          </p>
          <p className="line-clamp-3">
            <span className="font-medium">After: </span>
            {readable(event.field, event.newValue)}
          </p>
        </div>
      ) : (
        <p className="text-sm break-words">
          <span className="sr-only">from </span>
          <span className="text-muted">{readable(event.field, event.oldValue)}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> to </span>
          <span className="font-medium">{readable(event.field, event.newValue)}</span>
        </p>
      )}
      <p className="text-xs text-muted">
        <time dateTime={event.createdAt}>{formatLeadDateTime(event.createdAt)}</time>
      </p>
    </li>
  );
}

export function LeadHistory({ leadId }: { leadId: string }) {
  const events = useQuery(leadQueries.events(leadId));
  return (
    <section
      aria-labelledby="lead-history-heading"
      className="grid gap-3 border-t border-border pt-4"
    >
      <h3 id="lead-history-heading" className="text-lg font-semibold">
        History
      </h3>
      {events.isPending && <p className="text-sm text-muted">Loading history...</p>}
      {events.isError && (
        <p role="alert" className="text-sm text-danger">
          Could not load the history of this lead.
        </p>
      )}
      {events.data?.length === 0 && <p className="text-sm text-muted">No changes yet.</p>}
      {events.data && events.data.length > 0 && (
        <ol className="grid gap-3">
          {events.data.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}
