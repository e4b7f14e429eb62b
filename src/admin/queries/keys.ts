/**
 * Every admin query key starts with one of these roots, general → specific
 * (['admin', 'leads', id, 'events']), so invalidating a root refreshes everything under it.
 */
export const adminKeys = {
  session: ['admin', 'session'] as const,
  leads: ['admin', 'leads'] as const,
  /** Staff accounts: the team list and the lead owner list (id + name) both live under it. */
  team: ['admin', 'team'] as const,
  accountRequests: ['admin', 'account-requests'] as const,
  mail: ['admin', 'mail'] as const,
  availability: ['admin', 'availability'] as const,
  holidays: ['admin', 'holidays'] as const,
  content: ['admin', 'content'] as const,
  bookings: ['admin', 'bookings'] as const,
};
