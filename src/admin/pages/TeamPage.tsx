import { PageHeader } from '../components/PageHeader';
import { usePageTitle } from '../usePageTitle';

/** Placeholder until the team issue lands (admin only). */
export default function TeamPage() {
  usePageTitle('Team Management');
  return <PageHeader title="Team Management" subtitle="Manage admin users and team members" />;
}
