import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toastStore';
import { ApiError } from '../../../lib/apiRequest';
import type { AccountRequestItem } from '../../queries/accountRequests';
import { FormField } from '../FormField';
import { ROLE_LABELS } from '../navItems';
import type { useReviewRequest } from './useReviewRequest';

interface Props {
  /** The request being approved; null closes the dialog. */
  request: AccountRequestItem | null;
  onClose: () => void;
  review: ReturnType<typeof useReviewRequest>;
}

/**
 * Approve a request by giving the new account a temporary password (spec §2, §5).
 * Render with `key={request?.id}` so each request starts with an empty field.
 */
export function ApproveRequestDialog({ request, onClose, review }: Props) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (!request || review.isPending) return;
    if (password.trim() === '') {
      // Spec §5: no call is made without a password.
      toast({
        title: 'Password Required',
        description: 'Please enter a temporary password for the user',
        variant: 'destructive',
      });
      return;
    }
    setFieldError(undefined);
    review.mutate(
      { id: request.id, input: { status: 'approved', password } },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError) setFieldError(error.fields?.password);
        },
      },
    );
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Approve Access Request</DialogTitle>
            <DialogDescription>
              Create an account for {request?.name} ({request?.email}).
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Temporary Password"
            hint="The user will use this password to log in. They must change it at first login, and it expires after 7 days."
            error={fieldError}
          >
            <Input
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onKeyDown={(e) => {
                // A disabled submit button blocks Enter-to-submit; keep it, so the hint toast shows.
                if (e.key === 'Enter' && password === '') submit(e);
              }}
            />
          </FormField>
          {request && (
            <dl className="grid gap-2 rounded-lg bg-surface-alt p-3 text-sm">
              <div>
                <dt className="font-semibold">Requested role</dt>
                <dd>{ROLE_LABELS[request.requestedRole] ?? request.requestedRole}</dd>
              </div>
              <div>
                <dt className="font-semibold">Reason</dt>
                <dd className="whitespace-pre-line">{request.reason}</dd>
              </div>
            </dl>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={password === '' || review.isPending}>
              {review.isPending ? 'Approving...' : 'Approve & Create Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
