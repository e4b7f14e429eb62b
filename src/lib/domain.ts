/**
 * The product's closed vocabularies, defined once. The database check constraints, the zod schemas,
 * the admin selects and the CSV export all read from here so a value can never drift between layers.
 */

export const SERVICE_TYPES = [
  'Cannabis/Social Equity',
  'Real Estate',
  'Marketing',
  'Clean Energy',
  'Multiple Services',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'Cannabis/Social Equity';

/** Service types for which the social-equity checkbox is offered. */
export const EQUITY_ELIGIBLE_SERVICE_TYPES: readonly ServiceType[] = [
  'Cannabis/Social Equity',
  'Multiple Services',
];

export const LEAD_STATUSES = [
  'new',
  'contacted',
  'in_progress',
  'qualified',
  'closed',
  'lost',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  in_progress: 'In Progress',
  qualified: 'Qualified',
  closed: 'Closed',
  lost: 'Lost',
};

export function leadStatusLabel(status: string): string {
  return (LEAD_STATUS_LABELS as Record<string, string>)[status] ?? LEAD_STATUS_LABELS.new;
}

/**
 * A booked consultation: `held` until the visitor confirms from the email (or the hold expires),
 * then `confirmed`; staff mark it `completed` or `no_show` afterwards. Only held and confirmed
 * bookings occupy their host's time.
 */
export const BOOKING_STATUSES = [
  'held',
  'confirmed',
  'cancelled',
  'expired',
  'completed',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const ROLES = ['admin', 'employee'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'employee';

export const ACCOUNT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/** Minimum lengths of the form fields (the same for the form and the API). */
export const MIN_LENGTH = {
  name: 2,
  password: 8,
  message: 10,
  accessReason: 20,
} as const;
