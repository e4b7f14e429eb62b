/**
 * Who a lead is, for spotting the same person asking again (duplicates are shown, never merged or
 * hidden). Emails compare case-insensitively; phones by their digits, the last 10 of them so
 * "+1 (413) 555-0100" and "413.555.0100" match. Phones with fewer than 7 digits never match.
 * The SQL twin of phoneKey is in src/server/routes/leads.ts (relatedLeadIdsOf).
 */
export const MIN_PHONE_KEY_DIGITS = 7;

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').slice(-10);
  return digits.length >= MIN_PHONE_KEY_DIGITS ? digits : null;
}

interface IdentifiableLead {
  id: string;
  email: string;
  phone: string | null;
  createdAt: Date | string;
}

/** For each lead, the other leads sharing its email or phone, newest first. */
export function relatedLeadIdsByLead(leads: readonly IdentifiableLead[]): Map<string, string[]> {
  const newestFirst = [...leads].sort(
    (a, b) =>
      new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() ||
      (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  const groups = new Map<string, string[]>();
  const keysOf = (lead: IdentifiableLead) => {
    const phone = phoneKey(lead.phone);
    return phone ? [`e:${emailKey(lead.email)}`, `p:${phone}`] : [`e:${emailKey(lead.email)}`];
  };
  for (const lead of newestFirst) {
    for (const key of keysOf(lead)) {
      const group = groups.get(key);
      if (group) group.push(lead.id);
      else groups.set(key, [lead.id]);
    }
  }
  const order = new Map(newestFirst.map((lead, index) => [lead.id, index]));
  const related = new Map<string, string[]>();
  for (const lead of newestFirst) {
    const ids = new Set<string>();
    for (const key of keysOf(lead)) {
      for (const id of groups.get(key) ?? []) if (id !== lead.id) ids.add(id);
    }
    related.set(
      lead.id,
      [...ids].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    );
  }
  return related;
}
