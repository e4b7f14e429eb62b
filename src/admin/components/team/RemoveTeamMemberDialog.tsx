import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toastStore.ts';
import { leadQueries } from '../../queries/leads.ts';
import { teamApi, teamQueries, type TeamMember } from '../../queries/team.ts';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog.tsx';

interface Props {
  member: TeamMember;
  /** After success: the page moves focus to the list the card left. */
  onRemoved: () => void;
  onClose: () => void;
}

const DELETE_FAILED = 'Failed to delete user';

/**
 * Team → Remove: asks the question the specification words ("Are you sure you want to remove
 * {name} from the team?") in the admin's own dialog rather than the browser's, so it is styled,
 * keyboard- and screen-reader-complete like every other action; focus goes back to the card on
 * Cancel and to the team list after a removal.
 * The toasts keep the specification's texts ("User Deleted", "Deletion Failed").
 */
export default function RemoveTeamMemberDialog({ member, onRemoved, onClose }: Props) {
  const remove = useMutation({
    mutationFn: () => teamApi.remove(member.id),
    // Deleting a person also unassigns their leads, so the lead lists are refreshed too.
    meta: {
      invalidates: [teamQueries.all(), leadQueries.all()],
      errorTitle: 'Deletion Failed',
      errorFallback: DELETE_FAILED,
    },
    onSuccess: () => {
      toast({
        title: 'User Deleted',
        description: 'Team member has been removed successfully.',
        variant: 'success',
      });
      onRemoved();
      onClose();
    },
  });

  return (
    <ConfirmRemoveDialog
      open
      onClose={onClose}
      title="Remove Team Member"
      description={`Are you sure you want to remove ${member.name} from the team?`}
      consequence="Their leads become unassigned and they can no longer sign in."
      action={remove}
      actionLabel="Remove"
      failureFallback={DELETE_FAILED}
    />
  );
}
