import { Search, X } from 'lucide-react';
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
import { RESPONSE_PROMISE_HOURS, type LeadFilters } from '../../../lib/leadFilters';

/** Search box, status and service selects, and the "waiting too long" chip when it is on. */
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
      {filters.overdue && (
        <div>
          <Button variant="outline" size="sm" onClick={() => onChange({ overdue: false })}>
            New for over {RESPONSE_PROMISE_HOURS} hours
            <X aria-hidden="true" />
            <span className="sr-only">(remove this filter)</span>
          </Button>
        </div>
      )}
    </div>
  );
}
