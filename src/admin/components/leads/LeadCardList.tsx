import { useDeferredValue, useMemo, type Ref } from 'react';
import { cn } from '../../../lib/utils.ts';
import type { LeadSummary } from '../../queries/leads.ts';
import { LeadCard } from './LeadCard.tsx';

/**
 * Cards a first screen holds, even on a tall monitor: they render with the answer; the rest of the
 * page (up to 50) follows in a background render React can interrupt. Rendering all 50 cards in one
 * go held a new filter's first screen back by 40-80 ms (icons, badges and dates for every card).
 */
export const FIRST_SCREEN_CARDS = 12;
const NO_LEADS: readonly LeadSummary[] = [];

export function LeadCardList({
  ref,
  leads,
  busy,
  onOpen,
}: {
  /** The list itself: a new page puts focus on it (tabIndex -1). */
  ref?: Ref<HTMLUListElement>;
  leads: readonly LeadSummary[];
  /** The previous answer, shown while the next loads: dimmed and marked busy. */
  busy: boolean;
  onOpen: (id: string) => void;
}) {
  // Until the background render reaches this answer, `settled` is the previous one (none at first).
  // Meanwhile the first screen renders, and so does every card the previous answer had too: a
  // refresh of the same view keeps all its cards, so a card that has the focus never leaves.
  const settled = useDeferredValue(leads, NO_LEADS);
  const known = useMemo(() => new Set(settled.map((lead) => lead.id)), [settled]);
  const shown =
    settled === leads
      ? leads
      : leads.filter((lead, index) => index < FIRST_SCREEN_CARDS || known.has(lead.id));
  return (
    <ul
      ref={ref}
      tabIndex={-1}
      className={cn('grid gap-3 transition-opacity', busy && 'opacity-60')}
      aria-label="Leads"
      aria-busy={busy}
    >
      {shown.map((lead) => (
        // Off-screen cards skip layout and paint until scrolled to.
        <li key={lead.id} className="[contain-intrinsic-size:auto_10rem] [content-visibility:auto]">
          <LeadCard lead={lead} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
