import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../components/ui/toastStore';
import { errorMessage } from '../../lib/apiRequest';
import { LoadingState } from '../components/LoadingState';
import { PageHeader } from '../components/PageHeader';
import { AddTeamMemberDialog } from '../components/team/AddTeamMemberDialog';
import { TeamMemberCard } from '../components/team/TeamMemberCard';
import { authQueries } from '../queries/auth';
import { userApi, userQueries, type TeamMember } from '../queries/users';
import { usePageTitle } from '../usePageTitle';

/** Admins add and remove team members (spec §2 /admin/team). */
export default function TeamPage() {
  usePageTitle('Team Management');
  const queryClient = useQueryClient();
  const me = useQuery(authQueries.me());
  const users = useQuery(userQueries.list());

  const remove = useMutation({
    mutationFn: (member: TeamMember) => userApi.remove(member.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userQueries.all() });
      toast({
        title: 'User Deleted',
        description: 'Team member has been removed successfully.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Deletion Failed',
        description: errorMessage(error, 'Failed to delete user'),
        variant: 'destructive',
      });
    },
  });

  const confirmDelete = (member: TeamMember) => {
    if (window.confirm(`Are you sure you want to remove ${member.name} from the team?`)) {
      remove.mutate(member);
    }
  };

  if (users.isPending) return <LoadingState label="Loading team members..." />;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Team Management"
        subtitle="Manage admin users and team members"
        actions={<AddTeamMemberDialog />}
      />
      {users.isError ? (
        <p role="alert" className="p-10 text-center text-danger">
          {errorMessage(users.error, 'Could not load the team. Please reload the page.')}
        </p>
      ) : users.data.length === 0 ? (
        <Card>
          <CardContent className="p-10 text-center text-muted">
            No team members yet. Add your first user above.
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Team members">
          {users.data.map((member) => (
            <li key={member.id}>
              <TeamMemberCard
                member={member}
                isSelf={member.id === me.data?.id}
                deleting={remove.isPending && remove.variables?.id === member.id}
                onDelete={confirmDelete}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
