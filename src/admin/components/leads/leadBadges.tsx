import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { LEAD_STATUSES, leadStatusLabel, type LeadStatus } from '../../../lib/domain.ts';

const STATUS_VARIANTS: Record<LeadStatus, BadgeProps['variant']> = {
  new: 'info',
  contacted: 'warning',
  in_progress: 'secondary',
  qualified: 'success',
  closed: 'default',
  lost: 'destructive',
};

/** A status this build does not know (an older or newer row) shows as 'new', never as a blank badge. */
export function LeadStatusBadge({ status }: { status: string }) {
  const known = (LEAD_STATUSES as readonly string[]).includes(status);
  const variant = known ? STATUS_VARIANTS[status as LeadStatus] : STATUS_VARIANTS.new;
  return (
    <Badge variant={variant} data-status={known ? status : 'new'}>
      <span className="sr-only">Status: </span>
      {leadStatusLabel(status)}
    </Badge>
  );
}

export function SocialEquityBadge({ long = false }: { long?: boolean }) {
  return <Badge variant="equity">{long ? 'Social Equity Applicant' : 'Social Equity'}</Badge>;
}

/** The visitor wrote from the Spanish site: reply in Spanish. "ES" reads as "Spanish" aloud. */
export function SpanishBadge() {
  return (
    <Badge variant="outline" data-locale="es" title="Wrote from the Spanish site">
      <span aria-hidden="true">ES</span>
      <span className="sr-only">Spanish speaker</span>
    </Badge>
  );
}
