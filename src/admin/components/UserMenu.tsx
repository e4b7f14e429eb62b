import { ChevronDown, KeyRound, LogOut, UserCircle } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Ref } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import type { CurrentUser } from '../queries/auth.ts';
import { ROLE_LABELS } from './navItems.ts';

interface Props {
  user: CurrentUser;
  onSignOut: () => void;
  onChangePassword: () => void;
  /** The menu button: the Change password dialog gives focus back to it. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/** Desktop user menu: who is signed in (name, email, role), Change password and Sign Out. */
export function UserMenu({ user, onSignOut, onChangePassword, triggerRef }: Props) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-ink hover:bg-surface-alt focus-visible:outline-3 focus-visible:outline-focus"
      >
        <UserCircle className="size-5" aria-hidden="true" />
        <span className="max-w-40 truncate">{user.name}</span>
        <span className="sr-only">, open user menu</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-lg border border-border bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold text-ink">{user.name}</span>
            <span className="block text-sm break-all text-muted">{user.email}</span>
            <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} className="mt-2">
              {ROLE_LABELS[user.role]}
            </Badge>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={onChangePassword}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-highlighted:bg-surface-alt"
          >
            <KeyRound className="size-4" aria-hidden="true" />
            Change password
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-highlighted:bg-surface-alt"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
