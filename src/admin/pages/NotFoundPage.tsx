import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePageTitle } from '../usePageTitle.ts';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="grid gap-4">
      <PageHeader title="Page Not Found" subtitle="There is no staff page at this address." />
      <div>
        <Button asChild>
          <Link to="/admin/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
