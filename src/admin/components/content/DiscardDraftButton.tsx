import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { contentApi, contentQueries } from '../../queries/content.ts';

/** Throws one entry's drafts away, after the editor confirms (what was saved is lost). */
export function DiscardDraftButton({
  paths,
  onDiscarded,
}: {
  paths: string[];
  onDiscarded: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const discard = useMutation({
    mutationFn: contentApi.discard,
    meta: {
      invalidates: [contentQueries.all()],
      errorTitle: 'Not Discarded',
      errorFallback: 'Please try again.',
    },
    onSuccess: () => {
      setConfirming(false);
      onDiscarded();
      toast({ title: 'Draft discarded', variant: 'success' });
    },
  });
  if (!confirming) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Discard draft
      </Button>
    );
  }
  return (
    <span className="flex items-center gap-2" role="group" aria-label="Confirm">
      <span>Discard this draft? What was saved is lost.</span>
      <Button
        type="button"
        variant="destructive"
        size="sm"
        disabled={discard.isPending}
        onClick={() => discard.mutate(paths)}
      >
        Yes, discard
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </span>
  );
}
