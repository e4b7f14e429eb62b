import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_REQUEST_STATUSES,
  BOOKING_STATUSES,
  LEAD_STATUSES,
  ROLES,
  SERVICE_TYPES,
} from '../src/lib/domain.ts';
import { locales } from '../src/i18n/locales.ts';
import { divisionIds } from '../src/lib/site.ts';
import { leadEmailKey, leadPhoneKey } from './leadExpressions.ts';

/** `col IN ('a', 'b')` built from a constant list; values are our own literals, never input. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`${column} IN (${list})`);
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Staff accounts: the table keeps its published name `admin_users`; in code, team members. */
export const teamMembers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('employee'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when someone else chose the password (approval, admin-created user). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A password set by someone else stops working after this time if never replaced. */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_users_email_lower_key').on(sql`lower(${t.email})`),
    check('admin_users_role_check', oneOf('role', ROLES)),
  ],
);

/**
 * What a visitor's consultation request becomes: the table keeps its published name
 * `consultation_requests`; in code it is a lead.
 */
export const leads = pgTable(
  'consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull(),
    isSocialEquityApplicant: boolean('is_social_equity_applicant').notNull().default(false),
    message: text('message').notNull(),
    /** The language of the page the visitor wrote from (src/i18n/locales.ts). */
    locale: text('locale', { enum: locales }).notNull().default('en'),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    assignedTo: uuid('assigned_to').references(() => teamMembers.id, { onDelete: 'set null' }),
    notes: text('notes'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Keyset pages walk (created_at, id); a backward scan serves newest first.
    index('consultation_requests_created_at_id_idx').on(t.createdAt, t.id),
    // A status view walks the same order within one status: its page reads just the rows it shows
    // and its count reads this index alone, where the index above filtered every status's rows and
    // the count read the whole table (85 MB at 100,000 leads, leadListPlans.test.ts).
    // The equity flag rides last (after the unique (created_at, id), so it changes no order) so
    // that the dashboard's counts, overdue included, are read from this index alone too
    // (leadStats.ts): reading the table for them took 35-90 ms at 100,000 leads, this 10-20 ms.
    index('consultation_requests_status_created_at_id_equity_idx').on(
      t.status,
      t.createdAt,
      t.id,
      t.isSocialEquityApplicant,
    ),
    // Search reads a stored, folded copy of the searchable text with a trigram index on it: the
    // column and its index are written in SQL (migration *_lead_search_document.sql) and kept out
    // of this table object, so no select or returning() ever carries it (db/leadExpressions.ts).
    // Duplicates ("Also asked on") are looked up by normalised email and phone.
    index('consultation_requests_email_key_idx').on(leadEmailKey(t)),
    index('consultation_requests_phone_key_idx')
      .on(leadPhoneKey(t))
      .where(sql`${t.phone} is not null`),
    check('consultation_requests_status_check', oneOf('status', LEAD_STATUSES)),
    check('consultation_requests_service_type_check', oneOf('service_type', SERVICE_TYPES)),
    check('consultation_requests_locale_check', oneOf('locale', locales)),
  ],
);

export const accountRequests = pgTable(
  'account_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    requestedRole: text('requested_role', { enum: ROLES }).notNull().default('employee'),
    status: text('status', { enum: ACCOUNT_REQUEST_STATUSES }).notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => teamMembers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one pending request per address: a second request while one waits is a no-op.
    uniqueIndex('account_requests_pending_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`status = 'pending'`),
    check('account_requests_requested_role_check', oneOf('requested_role', ROLES)),
    check('account_requests_status_check', oneOf('status', ACCOUNT_REQUEST_STATUSES)),
  ],
);

/** One row per signed-in browser; the JWT names the row, so deleting it ends that session at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** History of a lead: who changed which field, from what to what. Kept when the actor is deleted. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** The actor's name at the time, so the history still reads well after they leave. */
    actorName: text('actor_name').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_id_idx').on(t.leadId, t.createdAt)],
);

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Delivery order, lowest first: security mail (reset links, temporary passwords, notices about a
 * person's own account) never waits behind staff mail, and staff mail never behind what visitors
 * cause, so a flood of contact-form submissions cannot starve a reset link.
 */
export const MAIL_PRIORITIES = { security: 0, staff: 1, visitor: 2 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITIES;

/** Every email the product sends. Written in the same transaction as the change it reports. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is for, e.g. 'lead_staff_notification', 'account_approved'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The row the mail is about (lead, account request), for tracing. */
    relatedId: uuid('related_id'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    /** MAIL_PRIORITIES: the delivery pass takes the lowest number first, then the oldest. */
    priority: integer('priority').notNull().default(MAIL_PRIORITIES.staff),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** A calendar invitation sent as the mail's text/calendar part (booking mail), and its METHOD. */
    icsBody: text('ics_body'),
    icsMethod: text('ics_method'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.priority, t.nextAttemptAt),
    // The acknowledgement caps count recent mail per recipient and per kind.
    index('email_outbox_recipient_idx').on(t.toAddress, t.createdAt),
    index('email_outbox_kind_created_idx').on(t.kind, t.createdAt),
    check('email_outbox_status_check', oneOf('status', EMAIL_STATUSES)),
    check(
      'email_outbox_priority_check',
      sql.raw(`priority IN (${Object.values(MAIL_PRIORITIES).join(', ')})`),
    ),
  ],
);

/**
 * One row per firm-calendar day (America/New_York) on which the overdue digest was queued. The
 * primary key is what keeps the digest to once a day, whichever worker or scheduled run gets there.
 */
export const staffDigests = pgTable('staff_digests', {
  /** YYYY-MM-DD in the firm's time zone. */
  day: text('day').primaryKey(),
  overdueCount: integer('overdue_count').notNull(),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});

/**
 * Token buckets, so limits hold across serverless instances and restarts and have no window edge
 * to burst across: a bucket holds up to `limit` tokens, refilled evenly over the rule's window.
 * A missing row is a full bucket; `expires_at` is when this one would be full again (then swept).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    /** Bucket name and subject, e.g. 'login-fail-ip:203.0.113.9'. */
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    /** Whether the latest hit was let through (read back by the same statement). */
    allowed: boolean('allowed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_buckets_expires_at_idx').on(t.expiresAt)],
);

/**
 * Where each account last signed in successfully: an address used within the last 30 days is the
 * person's usual network, where an attack from elsewhere cannot lock them out.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

/**
 * One-time links for a forgotten password. Only a SHA-256 of the random token is stored, so the
 * table is useless to someone who reads it. `passwordFingerprint` is a digest of the password hash
 * the user had when the link was made: any password change (by any route) makes it stale.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordFingerprint: text('password_fingerprint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * A host's weekly hours for the free consultation, in the firm's wall-clock time (America/New_York):
 * minutes after midnight, several windows a day allowed (a lunch break is two rows).
 */
export const hostWeeklyHours = pgTable(
  'host_weekly_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('host_weekly_hours_team_member_idx').on(t.teamMemberId),
    check('host_weekly_hours_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'host_weekly_hours_window_check',
      sql`0 <= ${t.startMinute} AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`,
    ),
  ],
);

/** Which divisions' consultations a host takes. */
export const hostDivisions = pgTable(
  'host_divisions',
  {
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    division: text('division', { enum: divisionIds }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamMemberId, t.division] }),
    check('host_divisions_division_check', oneOf('division', divisionIds)),
  ],
);

/** A host away (vacation, a course): no consultations overlap it. */
export const hostTimeOff = pgTable(
  'host_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('host_time_off_team_member_idx').on(t.teamMemberId, t.endsAt),
    check('host_time_off_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Days the whole firm is closed: YYYY-MM-DD of the firm's calendar. */
export const firmHolidays = pgTable(
  'firm_holidays',
  {
    day: text('day').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [check('firm_holidays_day_check', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)],
);

/**
 * Years whose US federal holidays were written into firm_holidays (src/server/booking/
 * federalHolidays.ts), so a holiday an admin removed (the office opens that day) is not added back.
 */
export const federalHolidayYears = pgTable('federal_holiday_years', {
  year: integer('year').primaryKey(),
  seededAt: createdAt(),
});

/**
 * A consultation booked online. `blocked_from`/`blocked_until` are the meeting plus its buffers,
 * computed by the application (timestamptz arithmetic is not immutable, so it cannot be a generated
 * column); the exclusion constraint (db/migrations/*_bookings_no_overlap.sql, which drizzle cannot
 * express) refuses two held or confirmed bookings of one host whose blocked times overlap. Only
 * SHA-256 digests of the confirm and manage tokens are stored.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only when the host's account was removed later; such a booking blocks nobody. */
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    /** The lead a confirmed booking created or joined. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    division: text('division', { enum: divisionIds }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('held'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    message: text('message').notNull(),
    isSocialEquityApplicant: boolean('is_social_equity_applicant').notNull().default(false),
    locale: text('locale', { enum: locales }).notNull().default('en'),
    /** The visitor's IANA zone, so their emails show their own time. */
    visitorTimeZone: text('visitor_time_zone').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    manageTokenHash: text('manage_token_hash'),
    /**
     * SHA-256 of the IP that placed a hold, so one client's pending holds can be counted (capped);
     * cleared when the hold is confirmed or ends.
     */
    holdIpHash: text('hold_ip_hash'),
    /** Why staff cancelled it, as told to the visitor; null when the visitor cancelled. */
    cancelReason: text('cancel_reason'),
    /** Calendar invitations: one UID for the booking's life, SEQUENCE raised on every change. */
    icalUid: text('ical_uid').notNull(),
    icalSequence: integer('ical_sequence').notNull().default(0),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_team_member_starts_idx').on(t.teamMemberId, t.startsAt),
    index('bookings_starts_idx').on(t.startsAt),
    index('bookings_email_idx').on(t.email, t.createdAt),
    // The overdue rule asks, per lead, whether a booking answers it (src/server/leads/leadBooking.ts).
    index('bookings_lead_idx').on(t.leadId),
    // Pending holds per client (routes/booking.ts caps them).
    index('bookings_hold_ip_idx').on(t.holdIpHash),
    uniqueIndex('bookings_ical_uid_key').on(t.icalUid),
    uniqueIndex('bookings_confirm_token_hash_key').on(t.confirmTokenHash),
    uniqueIndex('bookings_manage_token_hash_key').on(t.manageTokenHash),
    check('bookings_status_check', oneOf('status', BOOKING_STATUSES)),
    check('bookings_division_check', oneOf('division', divisionIds)),
    check('bookings_locale_check', oneOf('locale', locales)),
    check(
      'bookings_times_check',
      sql`${t.blockedFrom} <= ${t.startsAt} AND ${t.startsAt} < ${t.endsAt} AND ${t.endsAt} <= ${t.blockedUntil}`,
    ),
  ],
);

/**
 * Every save and publish in the content editor (/admin/content): who, when, which entry, which
 * languages and fields. The list's "last change and who", an entry's history and the "Spanish needs
 * review" flag (English saved after the Spanish last was) read it; the files themselves live in git.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collection: text('collection').notNull(),
    entryId: text('entry_id').notNull(),
    /** 'save' (a draft) or 'publish'. */
    action: text('action').notNull(),
    /** Languages whose file changed: ['en'], ['es'] or both. */
    languages: text('languages').array().notNull(),
    /** Changed fields, prefixed by language: 'en.quote', 'es.body'. */
    fields: text('fields').array().notNull(),
    actorId: uuid('actor_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** The actor's name at the time, so the history still reads well after they leave. */
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_changes_entry_idx').on(t.collection, t.entryId, t.createdAt),
    check('content_changes_action_check', oneOf('action', ['save', 'publish'])),
  ],
);

// Rows as stored. The admin's shapes of the same things (what the API answers) are `TeamMember` and
// `Lead` in src/admin/queries, inferred from the routes; the names differ so a file never means both.
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type AccountRequest = typeof accountRequests.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ContentChangeRow = typeof contentChanges.$inferSelect;
