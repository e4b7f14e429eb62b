import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { ROLES, type Role } from '../../../lib/domain.ts';
import { leadQueries } from '../../queries/leads.ts';
import { teamApi, teamQueries, type TeamMember } from '../../queries/team.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { ROLE_LABELS } from '../navItems.ts';

interface Props {
  member: TeamMember;
  onClose: () => void;
}

const ROLE_CHANGE_FAILED = 'Could not change the role. Please try again.';

/** Team → Change role: employee ↔ admin. The server refuses to leave the team without an admin. */
export default function ChangeRoleDialog({ member, onClose }: Props) {
  const [role, setRole] = useState<Role>(member.role);
  const change = useMutation({
    mutationFn: () => teamApi.changeRole(member.id, { role }),
    meta: {
      invalidates: [teamQueries.all(), leadQueries.all()],
      errorTitle: 'Role Change Failed',
      errorFallback: ROLE_CHANGE_FAILED,
    },
    onSuccess: (updated) => {
      toast({
        title: 'Role Changed',
        description: `${updated.name} is now ${updated.role === 'admin' ? 'an Admin' : 'an Employee'}.`,
        variant: 'success',
      });
      onClose();
    },
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Change Role"
      description={
        <>
          Choose what {member.name} can do. The change applies at once, even in a browser where they
          are signed in.
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (role === member.role) onClose();
        else change.mutate();
      }}
      submitLabel="Save Role"
      pendingLabel="Saving..."
      pending={change.isPending}
    >
      <FormField label="Role" hint="Admins can manage team members">
        <NativeSelect value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormFailure error={change.error} fallback={ROLE_CHANGE_FAILED} />
    </FormDialog>
  );
}
