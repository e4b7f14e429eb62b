import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { MouseEvent } from 'react';
import { leadQueries } from '../../queries/leads';
import { formatLeadDate } from './formatDates';
import { useLeadSearchParams } from './useLeadSearchParams';

/**
 * "Also asked on {date}": the same person (email or phone, src/lib/leadIdentity.ts) sent other
 * requests. Each is a real link to /admin/leads?lead=<id>; a plain click opens it in place, keeping
 * the list's filters. Dates come from the list the page already holds.
 */
/** More than this and the rest is a count: the newest few are what staff act on. */
const SHOWN = 3;

export function AlsoAsked({ ids }: { ids: readonly string[] | undefined }) {
  const list = useQuery({ ...leadQueries.list(), enabled: Boolean(ids?.length) });
  const { openLead } = useLeadSearchParams();
  if (!ids?.length) return null;
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openLead(id);
  };
  return (
    <ul className="relative z-10 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {ids.slice(0, SHOWN).map((id) => {
        const createdAt = list.data?.find((lead) => lead.id === id)?.createdAt;
        return (
          <li key={id} className="flex items-center gap-1.5">
            <History className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <a
              href={`/admin/leads?lead=${encodeURIComponent(id)}`}
              onClick={(event) => open(event, id)}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {createdAt ? `Also asked on ${formatLeadDate(createdAt)}` : 'Also asked before'}
            </a>
          </li>
        );
      })}
      {ids.length > SHOWN && <li className="text-muted">and {ids.length - SHOWN} more</li>}
    </ul>
  );
}
