import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import type { CurrentUser } from '../../queries/auth.ts';
import { contentQueries, type DraftEntryChange } from '../../queries/content.ts';
import { DiscardDraftButton } from './DiscardDraftButton.tsx';
import { entryStateLabel } from './EntryStateBadge.tsx';
import { FieldDiff } from './FieldDiff.tsx';
import type { PendingEntry } from './PublishBar.tsx';
import { publishTime } from './publishWords.ts';

const LANGUAGES = { en: 'English', es: 'Spanish' } as const;

interface Selection {
  selectable: boolean;
  /** The drafted paths to publish; null means every draft. */
  selected: string[] | null;
  onSelect: (paths: string[] | null) => void;
}

/**
 * Every unpublished change, by entry, for the admin who approves it: the languages, who saved it
 * and when, and each changed field as published and as drafted. An admin ticks the entries to
 * publish; anyone discards their own draft, admins anyone's, after confirming.
 */
export function DraftChanges({
  draftPaths,
  pending,
  me,
  ...selection
}: {
  draftPaths: string[];
  pending?: PendingEntry[];
  me: NonNullable<CurrentUser>;
} & Selection) {
  // Read only once opened: each look reads every drafted file as drafted and as published (on the
  // git host that costs API calls a list view should not spend).
  const [open, setOpen] = useState(false);
  const changes = useQuery({ ...contentQueries.draftChanges(draftPaths), enabled: open });
  const titles = new Map(
    pending?.map((entry) => [
      entry.key,
      `${entry.collection}: ${entry.title} (${entryStateLabel(entry.state)})`,
    ]),
  );
  return (
    <details
      className="order-last basis-full text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">What publishing changes</summary>
      {changes.isPending && open && <p className="mt-2 text-muted">Loading the changes…</p>}
      {changes.isError && <p className="mt-2 text-danger">The changes could not be loaded.</p>}
      <ul className="mt-2 space-y-2" aria-label="Drafts to publish">
        {changes.data?.entries.map((entry) => (
          <DraftEntryItem
            key={entry.key}
            entry={entry}
            label={titles.get(entry.key) ?? entry.label}
            allPaths={draftPaths}
            mayDiscard={me.role === 'admin' || entry.mine}
            {...selection}
          />
        ))}
      </ul>
    </details>
  );
}

function DraftEntryItem({
  entry,
  label,
  allPaths,
  mayDiscard,
  selectable,
  selected,
  onSelect,
}: {
  entry: DraftEntryChange;
  label: string;
  allPaths: string[];
  mayDiscard: boolean;
} & Selection) {
  const checkboxId = `publish-${entry.key}`;
  const chosen = new Set(selected ?? allPaths);
  const toggle = (on: boolean) => {
    const next = new Set(chosen);
    for (const path of entry.paths) {
      if (on) next.add(path);
      else next.delete(path);
    }
    onSelect(allPaths.filter((path) => next.has(path)));
  };
  const who = [
    entry.languages.map((language) => LANGUAGES[language]).join(' and '),
    entry.savedBy && `saved by ${entry.savedBy}`,
    entry.savedAt && publishTime(entry.savedAt),
  ].filter(Boolean);
  return (
    <li className="rounded border border-border p-2">
      <div className="flex flex-wrap items-center gap-2">
        {selectable ? (
          <>
            <Checkbox
              id={checkboxId}
              checked={entry.paths.every((path) => chosen.has(path))}
              onChange={(event) => toggle(event.currentTarget.checked)}
            />
            <label htmlFor={checkboxId} className="grow font-medium">
              {label}
            </label>
          </>
        ) : (
          <span className="grow font-medium">{label}</span>
        )}
        {mayDiscard && (
          <DiscardDraftButton paths={entry.paths} onDiscarded={() => onSelect(null)} />
        )}
      </div>
      {who.length > 0 && <p className="mt-1 pl-6 text-muted">{who.join(' · ')}</p>}
      {entry.fields.length > 0 && (
        <ul className="mt-2 space-y-2 pl-6" aria-label={`Changes to ${label}`}>
          {entry.fields.map((change) => (
            <FieldDiff key={`${change.language}.${change.field}`} change={change} />
          ))}
        </ul>
      )}
    </li>
  );
}
