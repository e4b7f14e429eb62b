import { CheckCircle2, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import type { AccountRequest } from '../../queries/accountRequests.ts';

interface Stat {
  label: string;
  hint: string;
  value: number;
  icon: LucideIcon;
  tone: string;
}

/** Pending / Approved / Rejected counts over all requests (not only the search results). */
export function RequestStatCards({ requests }: { requests: AccountRequest[] }) {
  const countOf = (status: AccountRequest['status']) =>
    requests.filter((r) => r.status === status).length;
  const stats: Stat[] = [
    {
      label: 'Pending',
      hint: 'Awaiting review',
      value: countOf('pending'),
      icon: Clock,
      tone: 'text-accent-700',
    },
    {
      label: 'Approved',
      hint: 'Accounts created',
      value: countOf('approved'),
      icon: CheckCircle2,
      tone: 'text-brand-700',
    },
    {
      label: 'Rejected',
      hint: 'Declined requests',
      value: countOf('rejected'),
      icon: XCircle,
      tone: 'text-danger',
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Request counts">
      {stats.map(({ label, hint, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="flex items-start justify-between gap-3 p-5">
            <div>
              <p className="text-sm font-semibold text-muted">{label}</p>
              <p className="mt-1 text-3xl font-bold text-ink" data-testid={`stat-${label}`}>
                {value}
              </p>
              <p className="mt-1 text-sm text-muted">{hint}</p>
            </div>
            <Icon className={`size-6 ${tone}`} aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
