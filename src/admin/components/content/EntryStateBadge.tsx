import { Badge } from '../../../components/ui/badge.tsx';
import type { EntryState } from '../../../lib/schemas/contentList.ts';

const LABELS: Record<Exclude<EntryState, 'published'>, string> = {
  new: 'New – awaiting publish',
  changed: 'Draft',
  deleted: 'Deleted – awaiting publish',
};

/** An entry's unpublished draft, if any: new, changed, or deleted (still on the site until published). */
export function EntryStateBadge({ state }: { state: EntryState }) {
  if (state === 'published') return null;
  return <Badge variant={state === 'deleted' ? 'destructive' : 'info'}>{LABELS[state]}</Badge>;
}

export const entryStateLabel = (state: Exclude<EntryState, 'published'>) => LABELS[state];
