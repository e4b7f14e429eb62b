import { AlarmClock, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  SERVICE_TYPES,
  type LeadStatus,
  type ServiceType,
} from '../../../lib/domain';
import type { LeadFilters } from '../../../lib/leadFilters';

/** Search box, status and service selects, and the "Overdue" toggle (new leads past the promise). */
export function LeadFiltersBar({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (patch: Partial<LeadFilters>) => void;
}) {
  return (
    <div className="grid gap-3" role="search" aria-label="Filter leads">
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_14rem]">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search leads"
            placeholder="Search by name, email, or company..."
            className="pl-9"
            value={filters.q}
            onChange={(event) => onChange({ q: event.target.value })}
          />
        </div>
        <NativeSelect
          aria-label="Filter by status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as LeadStatus | 'all' })}
        >
          <option value="all">All Statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Filter by service"
          value={filters.service}
          onChange={(event) => onChange({ service: event.target.value as ServiceType | 'all' })}
        >
          <option value="all">All Services</option>
          {SERVICE_TYPES.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Button
          variant={filters.overdue ? 'default' : 'outline'}
          size="sm"
          aria-pressed={filters.overdue}
          title="New leads past our reply promise: 1 office day for social equity applicants, 2 for others"
          onClick={() => onChange({ overdue: !filters.overdue })}
        >
          <AlarmClock aria-hidden="true" />
          Overdue
        </Button>
      </div>
    </div>
  );
}
