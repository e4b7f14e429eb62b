import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { MailStatusNotice } from '../components/mail/MailStatusNotice.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { AddTeamMemberDialog } from '../components/team/AddTeamMemberDialog.tsx';
import { TeamMemberCard } from '../components/team/TeamMemberCard.tsx';
import { focusAfterAction } from '../focusAfterAction.ts';
import { authQueries } from '../queries/auth.ts';
import { teamQueries, type TeamMember } from '../queries/team.ts';
import { usePageTitle } from '../usePageTitle.ts';

// Each dialog's code arrives when it is first opened.
const ResetPasswordDialog = lazy(() => import('../components/team/ResetPasswordDialog.tsx'));
const ChangeRoleDialog = lazy(() => import('../components/team/ChangeRoleDialog.tsx'));
const RemoveTeamMemberDialog = lazy(() => import('../components/team/RemoveTeamMemberDialog.tsx'));

const TEAM_LIST_ID = 'team-members';
const NO_TEAM_ID = 'team-members-empty';
/** The removed card is gone: focus goes to the list it left (the focus rule, focusAfterAction.ts). */
const focusTeamList = () =>
  focusAfterAction(
    () => document.getElementById(TEAM_LIST_ID) ?? document.getElementById(NO_TEAM_ID),
  );

/** Admins add and remove team members, reset their passwords and change roles. */
export default function TeamPage() {
  usePageTitle('Team Management');
  const me = useQuery(authQueries.me());
  const team = useQuery(teamQueries.list());
  const [open, setOpen] = useState<{
    member: TeamMember;
    dialog: 'reset' | 'role' | 'remove';
  } | null>(null);
  const close = () => setOpen(null);

  const header = (
    <PageHeader
      title="Team Management"
      subtitle="Manage admin users and team members"
      actions={<AddTeamMemberDialog />}
    />
  );
  return (
    <QueryStateFrame
      header={header}
      query={team}
      loadingLabel="Loading team members..."
      errorMessage="Could not load the team. Please check your connection and try again."
    >
      {(members) => (
        <>
          <MailStatusNotice />
          {members.length === 0 ? (
            <Card>
              <CardContent id={NO_TEAM_ID} tabIndex={-1} className="p-10 text-center text-muted">
                No team members yet. Add your first user above.
              </CardContent>
            </Card>
          ) : (
            // grid-cols-1 lets the column be narrower than a card's widest row (320 px screens).
            <ul
              id={TEAM_LIST_ID}
              tabIndex={-1}
              className="grid grid-cols-1 gap-4 md:grid-cols-2"
              aria-label="Team members"
            >
              {members.map((member) => (
                <li key={member.id}>
                  <TeamMemberCard
                    member={member}
                    isSelf={member.id === me.data?.id}
                    onDelete={(m) => setOpen({ member: m, dialog: 'remove' })}
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
            {open?.dialog === 'remove' && (
              <RemoveTeamMemberDialog
                key={open.member.id}
                member={open.member}
                onRemoved={focusTeamList}
                onClose={close}
              />
            )}
          </Suspense>
        </>
      )}
    </QueryStateFrame>
  );
}
