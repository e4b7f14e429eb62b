import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../components/ui/toastStore';
import { MailStatusNotice } from '../components/mail/MailStatusNotice';
import { PageHeader } from '../components/PageHeader';
import { QueryStateFrame } from '../components/QueryStateFrame';
import { AddTeamMemberDialog } from '../components/team/AddTeamMemberDialog';
import { TeamMemberCard } from '../components/team/TeamMemberCard';
import { authQueries } from '../queries/auth';
import { leadQueries } from '../queries/leads';
import { teamApi, teamQueries, type TeamMember } from '../queries/team';
import { usePageTitle } from '../usePageTitle';

// Each dialog's code arrives when it is first opened.
const ResetPasswordDialog = lazy(() => import('../components/team/ResetPasswordDialog'));
const ChangeRoleDialog = lazy(() => import('../components/team/ChangeRoleDialog'));

/** Admins add and remove team members, reset their passwords and change roles. */
export default function TeamPage() {
  usePageTitle('Team Management');
  const me = useQuery(authQueries.me());
  const team = useQuery(teamQueries.list());
  const [open, setOpen] = useState<{ member: TeamMember; dialog: 'reset' | 'role' } | null>(null);
  const close = () => setOpen(null);

  const remove = useMutation({
    mutationFn: (member: TeamMember) => teamApi.remove(member.id),
    // Deleting a person also unassigns their leads, so the lead lists are refreshed too.
    meta: {
      invalidates: [teamQueries.all(), leadQueries.all()],
      errorTitle: 'Deletion Failed',
      errorFallback: 'Failed to delete user',
    },
    onSuccess: () => {
      toast({
        title: 'User Deleted',
        description: 'Team member has been removed successfully.',
        variant: 'success',
      });
    },
  });

  const confirmDelete = (member: TeamMember) => {
    if (window.confirm(`Are you sure you want to remove ${member.name} from the team?`)) {
      remove.mutate(member);
    }
  };

  const header = (
    <PageHeader
      title="Team Management"
      subtitle="Manage admin users and team members"
      actions={<AddTeamMemberDialog />}
    />
  );
  if (!team.isSuccess) {
    return (
      <QueryStateFrame
        header={header}
        query={team}
        loadingLabel="Loading team members..."
        errorMessage="Could not load the team. Please check your connection and try again."
      />
    );
  }

  return (
    <div className="space-y-6">
      {header}
      <MailStatusNotice />
      {team.data.length === 0 ? (
        <Card>
          <CardContent className="p-10 text-center text-muted">
            No team members yet. Add your first user above.
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Team members">
          {team.data.map((member) => (
            <li key={member.id}>
              <TeamMemberCard
                member={member}
                isSelf={member.id === me.data?.id}
                deleting={remove.isPending && remove.variables?.id === member.id}
                onDelete={confirmDelete}
                onResetPassword={(m) => setOpen({ member: m, dialog: 'reset' })}
                onChangeRole={(m) => setOpen({ member: m, dialog: 'role' })}
              />
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {open?.dialog === 'reset' && (
          <ResetPasswordDialog key={open.member.id} member={open.member} onClose={close} />
        )}
        {open?.dialog === 'role' && (
          <ChangeRoleDialog key={open.member.id} member={open.member} onClose={close} />
        )}
      </Suspense>
    </div>
  );
}
