/**
 * Who a lead is, for spotting the same person asking again (duplicates are shown, never merged or
 * hidden). Emails compare case-insensitively; phones by their digits, the last 10 of them so
 * "+1 (413) 555-0100" and "413.555.0100" match. Phones with fewer than 7 digits never match.
 * Their SQL twins, which the duplicate lookup indexes, are in db/leadExpressions.ts.
 */
export const MIN_PHONE_KEY_DIGITS = 7;

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').slice(-10);
  return digits.length >= MIN_PHONE_KEY_DIGITS ? digits : null;
}
