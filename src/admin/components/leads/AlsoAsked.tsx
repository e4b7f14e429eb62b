import { History } from 'lucide-react';
import type { MouseEvent } from 'react';
import { formatLeadDate } from './formatDates.ts';

/**
 * "Also asked on {date}": the same person (email or phone, src/lib/leadIdentity.ts) sent other
 * requests. The server sends the newest few with their dates and how many there are in all. Each
 * is a real link to /admin/leads?lead=<id>; a plain click opens it in place, keeping the list's
 * filters. The opener comes from the page: reading the URL here re-rendered every card with a
 * related lead on each filter change, though the memoised card itself had not changed.
 */
export function AlsoAsked({
  related,
  relatedCount,
  onOpen,
}: {
  related: readonly { id: string; createdAt: string }[];
  relatedCount: number;
  onOpen: (id: string) => void;
}) {
  if (related.length === 0) return null;
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <ul className="relative z-10 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {related.map(({ id, createdAt }) => (
        <li key={id} className="flex items-center gap-1.5">
          <History className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <a
            href={`/admin/leads?lead=${encodeURIComponent(id)}`}
            onClick={(event) => open(event, id)}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Also asked on {formatLeadDate(createdAt)}
          </a>
        </li>
      ))}
      {relatedCount > related.length && (
        <li className="text-muted">and {relatedCount - related.length} more</li>
      )}
    </ul>
  );
}
