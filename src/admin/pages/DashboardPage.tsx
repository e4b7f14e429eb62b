import { PageHeader } from '../components/PageHeader';
import { usePageTitle } from '../usePageTitle';

/** Placeholder until the dashboard issue lands (stat cards and recent leads). */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  return <PageHeader title="Dashboard" subtitle="An overview of consultation requests." />;
}
