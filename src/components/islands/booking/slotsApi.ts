import { apiRequest } from '../../../lib/apiRequest.ts';
import { localDate } from '../../../lib/firmTime.ts';
import type { SlotsAnswer } from '../../../lib/schemas/booking.ts';
import type { DivisionId } from '../../../lib/site.ts';

/** Every open time of the next 31 days, from the firm's yesterday: a visitor a day behind still sees their own today. */
export async function fetchSlots(division: DivisionId) {
  const from = localDate(Date.now() - 86_400_000);
  const answer = await apiRequest<SlotsAnswer>(
    'GET',
    `/api/booking/slots?division=${division}&from=${from}&days=31`,
  );
  return answer.slots;
}
