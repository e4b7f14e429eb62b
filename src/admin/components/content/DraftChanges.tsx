import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../components/ui/toastStore';
import { editableCollection } from '../../../lib/contentSchemas/editableCollections';
import type { CurrentUser } from '../../queries/auth';
import { contentApi, contentQueries, type ContentStatus } from '../../queries/content';
import { entryStateLabel } from './EntryStateBadge';
import type { PendingEntry } from './PublishBar';

type DraftFile = ContentStatus['drafts'][number];

interface DraftGroup {
  key: string;
  label: string;
  files: DraftFile[];
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** `src/content/<collection>/[es/]<id>.<ext>` → the entry's key (`faq/regions`), as the list names it. */
function entryKeyOf(path: string): { key: string; label: string } {
  const photo = /^src\/assets\/team\/(.+)$/.exec(path);
  if (photo) return { key: `photo:${photo[1]}`, label: `Team photo ${photo[1]}` };
  const [collection = '', ...rest] = path.replace(/^src\/content\//, '').split('/');
  const file = (rest[0] === 'es' ? rest.slice(1) : rest).join('/');
  const id = file.replace(/\.[a-z]+$/, '').replaceAll('/', '~');
  return {
    key: `${collection}/${id}`,
    label: `${editableCollection(collection)?.label ?? collection}: ${id}`,
  };
}

const languageOf = (path: string) =>
  path.startsWith('src/assets/')
    ? 'photo'
    : /^src\/content\/[^/]+\/es\//.test(path)
      ? 'Spanish'
      : 'English';

function groupDrafts(drafts: DraftFile[], pending: PendingEntry[] | undefined): DraftGroup[] {
  const titles = new Map(
    pending?.map((entry) => [
      entry.key,
      `${entry.collection}: ${entry.title} (${entryStateLabel(entry.state)})`,
    ]),
  );
  const groups = new Map<string, DraftGroup>();
  for (const file of drafts) {
    const { key, label } = entryKeyOf(file.path);
    const group = groups.get(key) ?? { key, label: titles.get(key) ?? label, files: [] };
    group.files.push(file);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Every unpublished change, by entry: which language, who saved it and when, and whether it
 * deletes. An admin ticks the entries to publish (the working tree publishes a selection; on the
 * git host every draft goes together); anyone discards their own drafts, admins anyone's, after
 * confirming.
 */
export function DraftChanges({
  drafts,
  pending,
  me,
  selectable,
  selected,
  onSelect,
}: {
  drafts: DraftFile[];
  pending?: PendingEntry[];
  me: NonNullable<CurrentUser>;
  selectable: boolean;
  selected: string[] | null;
  onSelect: (paths: string[] | null) => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const discard = useMutation({
    mutationFn: contentApi.discard,
    meta: {
      invalidates: [contentQueries.all()],
      errorTitle: 'Not Discarded',
      errorFallback: 'Please try again.',
    },
    onSuccess: () => {
      setConfirming(null);
      onSelect(null);
      toast({ title: 'Draft discarded', variant: 'success' });
    },
  });
  const groups = groupDrafts(drafts, pending);
  const allPaths = drafts.map((file) => file.path);
  const chosen = new Set(selected ?? allPaths);
  const toggle = (group: DraftGroup, on: boolean) => {
    const next = new Set(chosen);
    for (const file of group.files) {
      if (on) next.add(file.path);
      else next.delete(file.path);
    }
    onSelect(allPaths.filter((path) => next.has(path)));
  };
  const mayDiscard = (group: DraftGroup) =>
    me.role === 'admin' ||
    group.files.every((file) => file.savedBy?.email.toLowerCase() === me.email.toLowerCase());

  return (
    <details className="order-last basis-full text-sm">
      <summary className="cursor-pointer font-medium">What publishing changes</summary>
      <ul className="mt-2 space-y-2" aria-label="Drafts to publish">
        {groups.map((group) => {
          const checkboxId = `publish-${group.key}`;
          return (
            <li key={group.key} className="rounded border border-border p-2">
              <div className="flex flex-wrap items-center gap-2">
                {selectable ? (
                  <>
                    <Checkbox
                      id={checkboxId}
                      checked={group.files.every((file) => chosen.has(file.path))}
                      onChange={(event) => toggle(group, event.currentTarget.checked)}
                    />
                    <label htmlFor={checkboxId} className="grow font-medium">
                      {group.label}
                    </label>
                  </>
                ) : (
                  <span className="grow font-medium">{group.label}</span>
                )}
                {mayDiscard(group) &&
                  (confirming === group.key ? (
                    <span className="flex items-center gap-2" role="group" aria-label="Confirm">
                      <span>Discard this draft? What was saved is lost.</span>
                      <Button
                        type="button"
                        variant="destructive"
                        size="sm"
                        disabled={discard.isPending}
                        onClick={() => discard.mutate(group.files.map((file) => file.path))}
                      >
                        Yes, discard
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setConfirming(null)}
                      >
                        Keep
                      </Button>
                    </span>
                  ) : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => setConfirming(group.key)}
                    >
                      Discard draft
                    </Button>
                  ))}
              </div>
              <ul className="mt-1 pl-6 text-muted">
                {group.files.map((file) => (
                  <li key={file.path}>
                    {languageOf(file.path)}
                    {file.deleted ? ' (deleted)' : ''}
                    {file.savedBy ? ` · saved by ${file.savedBy.name}` : ''}
                    {file.savedAt ? ` · ${when(file.savedAt)}` : ''}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
