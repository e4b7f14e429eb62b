import { format } from 'date-fns';
import { KeyRound, ShieldCheck, Trash2, UserCog, UserRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { TeamMember } from '../../queries/team.ts';
import { ROLE_LABELS } from '../navItems.ts';

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

interface Props {
  member: TeamMember;
  isSelf: boolean;
  onDelete: (member: TeamMember) => void;
  onResetPassword: (member: TeamMember) => void;
  onChangeRole: (member: TeamMember) => void;
}

/** One team member; nobody is offered to delete, reset or re-role themselves (the menu has Change password). */
export function TeamMemberCard({ member, isSelf, onDelete, onResetPassword, onChangeRole }: Props) {
  const RoleIcon = member.role === 'admin' ? ShieldCheck : UserRound;
  return (
    <Card className="flex h-full items-start gap-4 p-5">
      <span
        className={
          member.role === 'admin'
            ? 'rounded-full bg-brand-100 p-2 text-brand-800'
            : 'rounded-full bg-surface-alt p-2 text-ink'
        }
      >
        <RoleIcon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-ink">{member.name}</h2>
          <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
            {ROLE_LABELS[member.role] ?? member.role}
          </Badge>
          {isSelf && <Badge variant="outline">You</Badge>}
          {member.mustChangePassword && <Badge variant="warning">Temporary password</Badge>}
        </div>
        <p className="text-sm break-all text-muted">{member.email}</p>
        <p className="text-xs text-muted">Joined {day(member.createdAt)}</p>
        {member.lastLoginAt && (
          <p className="text-xs text-muted">Last login {day(member.lastLoginAt)}</p>
        )}
        {!isSelf && (
          <div className="flex flex-wrap gap-2 pt-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reset password for ${member.name}`}
              onClick={() => onResetPassword(member)}
            >
              <KeyRound aria-hidden="true" />
              Reset password
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Change role of ${member.name}`}
              onClick={() => onChangeRole(member)}
            >
              <UserCog aria-hidden="true" />
              Change role
            </Button>
          </div>
        )}
      </div>
      {!isSelf && (
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 text-danger hover:bg-red-50"
          aria-label={`Remove ${member.name}`}
          onClick={() => onDelete(member)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </Card>
  );
}
