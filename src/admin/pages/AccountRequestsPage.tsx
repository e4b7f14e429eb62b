import { PageHeader } from '../components/PageHeader';
import { usePageTitle } from '../usePageTitle';

/** Placeholder until the account-review issue lands (admin only). */
export default function AccountRequestsPage() {
  usePageTitle('Account Requests');
  return (
    <PageHeader
      title="Account Requests"
      subtitle="Review and approve access requests from new users"
    />
  );
}
