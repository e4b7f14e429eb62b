import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

interface Props {
  /** Who gets the account; null closes the dialog. */
  person: { name: string; email: string; password: string } | null;
  onClose: () => void;
}

/**
 * Shown once after an approval that could not be emailed: the admin gives the temporary password
 * to the person. It is shown here only, never stored where it could be read again.
 */
export function PasswordHandoverDialog({ person, onClose }: Props) {
  return (
    <Dialog open={person !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Give {person?.name} Their Password</DialogTitle>
          <DialogDescription>
            Email is not set up, so nothing was sent to {person?.email}. Give them this temporary
            password yourself; it is shown only now. They must change it at first sign-in, within 7
            days.
          </DialogDescription>
        </DialogHeader>
        <p className="grid gap-1 text-sm">
          <span className="font-semibold">Temporary password</span>
          <code className="rounded-md bg-surface-alt px-3 py-2 font-mono text-base break-all select-all">
            {person?.password}
          </code>
        </p>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
