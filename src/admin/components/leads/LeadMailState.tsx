import { useMutation, useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { authQueries } from '../../queries/auth.ts';
import { mailApi, mailQueries, type LeadMail } from '../../queries/mail.ts';

const KIND_LABELS: Record<string, string> = {
  lead_acknowledgement: 'Visitor acknowledgement',
  lead_staff_notification: 'Staff notice',
  booking_confirm_request: 'Booking: confirmation link',
  booking_confirmed_visitor: 'Booking: visitor’s invitation',
  booking_confirmed_host: 'Booking: host’s invitation',
  booking_confirmed_staff: 'Booking: staff notice',
  booking_rescheduled_visitor: 'Booking moved: visitor',
  booking_rescheduled_host: 'Booking moved: host',
  booking_moved_to_host: 'Booking moved: new host',
  booking_moved_from_host: 'Booking moved: former host',
  booking_rescheduled_staff: 'Booking moved: staff notice',
  booking_cancelled: 'Booking cancelled: visitor',
  booking_cancelled_host: 'Booking cancelled: host',
  booking_cancelled_staff: 'Booking cancelled: staff notice',
  booking_reminder_24h: 'Reminder 24 h: visitor',
  booking_reminder_1h: 'Reminder 1 h: visitor',
  booking_host_reminder_24h: 'Reminder 24 h: host',
  booking_host_reminder_1h: 'Reminder 1 h: host',
};
const STATUS_LABELS: Record<string, string> = {
  sent: 'Sent',
  pending: 'Pending',
  failed: 'Failed',
};
const STATUS_VARIANTS = { sent: 'success', pending: 'secondary', failed: 'destructive' } as const;

/** Whether the emails this lead caused have left: sent, pending or failed (admins can retry). */
export function LeadMailState({ leadId }: { leadId: string }) {
  const mail = useQuery(mailQueries.forLead(leadId));
  const me = useQuery(authQueries.me());
  const retry = useMutation({
    mutationFn: (item: LeadMail) => mailApi.retry(item.id),
    meta: {
      invalidates: [mailQueries.all()],
      errorTitle: 'Retry Failed',
      errorFallback: 'Could not queue the email again. Please try again.',
    },
    onSuccess: () =>
      toast({
        title: 'Email Queued',
        description: 'It will be sent again shortly.',
        variant: 'success',
      }),
  });

  if (!mail.data || mail.data.length === 0) return null;
  return (
    <section aria-labelledby="lead-mail-heading" className="grid gap-2">
      <h3 id="lead-mail-heading" className="text-sm font-semibold text-muted">
        Emails
      </h3>
      <ul className="grid gap-2 text-sm">
        {mail.data.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2">
            <span>{KIND_LABELS[item.kind] ?? item.kind}</span>
            <Badge
              variant={STATUS_VARIANTS[item.status as keyof typeof STATUS_VARIANTS] ?? 'secondary'}
            >
              {STATUS_LABELS[item.status] ?? item.status}
            </Badge>
            {item.status === 'failed' && me.data?.role === 'admin' && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Retry ${KIND_LABELS[item.kind] ?? 'email'}`}
                disabled={retry.isPending}
                onClick={() => retry.mutate(item)}
              >
                <RotateCw aria-hidden="true" />
                Retry
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
