import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DialogTrigger } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { contentApi, contentQueries } from '../../queries/content.ts';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog.tsx';

interface Props {
  collection: string;
  id: string;
  /** The entry's title, as the page heading shows it. */
  title: string;
  /** The version the editor has open: a delete of a changed entry answers 409. */
  version: string;
}

const DELETE_FAILED = 'Could not delete the entry. Please try again.';

/**
 * An entry's "Delete" button and its confirmation. Both twins go in one draft; the entry leaves
 * the site when an admin publishes. Cancel gives focus back to the button; after deleting, the
 * list opens (focus on its main area) with a toast, and the lists are read again.
 */
export function DeleteEntryDialog({ collection, id, title, version }: Props) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => contentApi.remove(collection, id, version),
    onSuccess: async () => {
      setOpen(false);
      // Not through `meta.invalidates`: that would refetch this entry, now a 404, while it shows.
      queryClient.removeQueries({ queryKey: contentQueries.entry(collection, id).queryKey });
      await queryClient.invalidateQueries({ queryKey: contentQueries.all() });
      toast({
        title: 'Entry deleted',
        description: `“${title}” is deleted as a draft. An admin publishes the change.`,
        variant: 'success',
      });
      await navigate('/admin/content');
    },
  });

  return (
    <ConfirmRemoveDialog
      open={open}
      onOpen={() => {
        remove.reset();
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
      trigger={
        <DialogTrigger asChild>
          <Button type="button" variant="outline" className="sm:ml-auto">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </DialogTrigger>
      }
      title="Delete entry"
      description={`Are you sure you want to delete “${title}” in English and Spanish?`}
      consequence="It stays on the website until an admin publishes the drafts."
      action={remove}
      actionLabel="Delete"
      failureFallback={DELETE_FAILED}
    />
  );
}
