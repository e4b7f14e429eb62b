import { useQuery } from '@tanstack/react-query';
import { AlarmClock } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  SERVICE_TYPES,
  type LeadStatus,
  type ServiceType,
} from '../../../lib/domain.ts';
import {
  LEAD_SORTS,
  LEAD_SORT_LABELS,
  OWNER_NONE,
  type LeadFilters,
  type LeadSort,
} from '../../../lib/leadFilters.ts';
import { teamQueries } from '../../queries/team.ts';
import { LeadSearchBox } from './LeadSearchBox.tsx';

/** The "received from" field's id: a refused export (too large) sends the focus there. */
export const RECEIVED_FROM_ID = 'leads-received-from';

/**
 * Search, the status and service selects, then who (equity, language, owner), when (received
 * from / to), the order, and the "Overdue" toggle (new leads past the promise).
 */
export function LeadFiltersBar({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (patch: Partial<LeadFilters>) => void;
}) {
  const staff = useQuery(teamQueries.names());
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <div className="grid gap-3" role="search" aria-label="Filter leads">
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_14rem]">
        <LeadSearchBox value={filters.q} onSearch={search} />
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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <NativeSelect
          aria-label="Filter by social equity"
          value={filters.equity}
          onChange={(event) => onChange({ equity: event.target.value as LeadFilters['equity'] })}
        >
          <option value="all">All Applicants</option>
          <option value="yes">Social Equity Applicants</option>
          <option value="no">Not Social Equity</option>
        </NativeSelect>
        <NativeSelect
          aria-label="Filter by language"
          value={filters.language}
          onChange={(event) =>
            onChange({ language: event.target.value as LeadFilters['language'] })
          }
        >
          <option value="all">All Languages</option>
          <option value="en">English</option>
          <option value="es">Spanish</option>
        </NativeSelect>
        <NativeSelect
          aria-label="Filter by owner"
          value={filters.owner}
          onChange={(event) => onChange({ owner: event.target.value })}
        >
          <option value="all">All Owners</option>
          <option value={OWNER_NONE}>Unassigned</option>
          {staff.data?.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
          {/* An owner from a shared link shows even before (or after) the staff list knows them. */}
          {filters.owner !== 'all' &&
            filters.owner !== OWNER_NONE &&
            !staff.data?.some((member) => member.id === filters.owner) && (
              <option value={filters.owner}>Another staff member</option>
            )}
        </NativeSelect>
        <NativeSelect
          aria-label="Sort leads"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as LeadSort })}
        >
          {LEAD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {LEAD_SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold text-ink" htmlFor={RECEIVED_FROM_ID}>
          Received from
          <Input
            id={RECEIVED_FROM_ID}
            type="date"
            className="w-44 font-normal"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink" htmlFor="leads-received-to">
          Received to
          <Input
            id="leads-received-to"
            type="date"
            className="w-44 font-normal"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </label>
      </div>
      {/* The rule is on screen, not in a tooltip that keyboard and touch users never see. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant={filters.overdue ? 'default' : 'outline'}
          size="sm"
          aria-pressed={filters.overdue}
          aria-describedby="overdue-rule"
          onClick={() => onChange({ overdue: !filters.overdue })}
        >
          <AlarmClock aria-hidden="true" />
          Overdue
        </Button>
        <p id="overdue-rule" className="text-sm text-muted">
          New leads past our reply promise: 1 office day for social equity applicants, 2 for others
        </p>
      </div>
    </div>
  );
}
