import { localDate } from '../firmTime.ts';
import type { Slot } from './slots.ts';

/** Slots grouped by the visitor's calendar date (YYYY-MM-DD in their zone), in order. */
export function slotsByVisitorDate(slots: readonly Slot[], timeZone: string): Map<string, Slot[]> {
  const byDate = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = localDate(Date.parse(slot.start), timeZone);
    const list = byDate.get(date);
    if (list) list.push(slot);
    else byDate.set(date, [slot]);
  }
  return byDate;
}
