import { useQuery } from '@tanstack/react-query';
import { AlarmClock, CircleCheck, Sparkles, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { REPLY_PROMISE_FOR_STAFF } from '../../lib/overdue.ts';
import { formatLeadDate } from '../components/leads/formatDates.ts';
import { LeadStatusBadge, SocialEquityBadge } from '../components/leads/leadBadges.tsx';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { leadQueries, type LeadSummary } from '../queries/leads.ts';
import { usePageTitle } from '../usePageTitle.ts';

export const OVERDUE_LEADS_PATH = '/admin/leads?status=new&overdue=1';

function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 p-5">
        <div>
          <p className="text-sm font-medium text-muted">{label}</p>
          <p className="text-3xl font-bold">{value.toLocaleString('en-US')}</p>
        </div>
        <span className="rounded-full bg-brand-50 p-3 text-brand-700" aria-hidden="true">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

function OverdueNotice({ count }: { count: number }) {
  if (count === 0) {
    return (
      <p className="flex items-center gap-2 rounded-(--radius-card) border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        No new leads are past our reply promise ({REPLY_PROMISE_FOR_STAFF}).
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-(--radius-card) border border-accent-300 bg-accent-100 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm text-ink">
        <AlarmClock className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
        <span>
          <strong>
            {count} new {count === 1 ? 'lead is' : 'leads are'}
          </strong>{' '}
          past our reply promise ({REPLY_PROMISE_FOR_STAFF}).
        </span>
      </p>
      <Button asChild size="sm">
        <Link to={OVERDUE_LEADS_PATH}>View waiting leads</Link>
      </Button>
    </div>
  );
}

function RecentLeads({ leads }: { leads: LeadSummary[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Recent Leads</h2>
      </CardHeader>
      <CardContent>
        {leads.length === 0 ? (
          <p className="text-muted">No leads yet. New consultation requests will appear here.</p>
        ) : (
          <ul className="divide-y divide-border">
            {leads.map((lead) => (
              <li key={lead.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/admin/leads?lead=${lead.id}`}
                      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                    >
                      {lead.name}
                    </Link>
                    {lead.isSocialEquityApplicant && <SocialEquityBadge />}
                  </div>
                  <p className="text-sm break-all text-muted">{lead.email}</p>
                  <p className="text-sm">{lead.serviceType}</p>
                </div>
                <div className="flex items-center gap-3 sm:flex-col sm:items-end">
                  <LeadStatusBadge status={lead.status} />
                  <time className="text-sm text-muted" dateTime={lead.createdAt}>
                    {formatLeadDate(lead.createdAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  usePageTitle('Dashboard');
  // Counts come from one SQL query and the recent list is a five-lead page: neither grows with
  // the number of leads.
  const stats = useQuery(leadQueries.stats());
  const recent = useQuery(leadQueries.recent());
  const header = <PageHeader title="Dashboard" subtitle="An overview of consultation requests." />;

  if (stats.isPending || recent.isPending || stats.isError || recent.isError) {
    return (
      <QueryStateFrame
        header={header}
        query={{
          isPending: !stats.isError && !recent.isError,
          refetch: () => Promise.all([stats.refetch(), recent.refetch()]),
        }}
        loadingLabel="Loading dashboard..."
        errorMessage="Could not load leads. Please check your connection and try again."
      />
    );
  }

  const counts = stats.data;
  return (
    <div className="grid gap-6">
      {header}
      <section aria-label="Lead statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Leads" value={counts.total} icon={<Users className="size-5" />} />
        <StatCard label="Social Equity" value={counts.equity} icon={<Star className="size-5" />} />
        <StatCard label="New" value={counts.fresh} icon={<Sparkles className="size-5" />} />
        <StatCard
          label="Qualified"
          value={counts.qualified}
          icon={<CircleCheck className="size-5" />}
        />
      </section>
      <OverdueNotice count={counts.overdue} />
      <RecentLeads leads={recent.data.leads} />
    </div>
  );
}
