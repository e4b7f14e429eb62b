import { PageHeader } from '../components/PageHeader';
import { usePageTitle } from '../usePageTitle';

/** Placeholder until the leads issue lands. */
export default function LeadsPage() {
  usePageTitle('Leads');
  return <PageHeader title="Leads" subtitle="Manage consultation requests and track progress" />;
}
