import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_REQUEST_STATUSES,
  LEAD_STATUSES,
  ROLES,
  SERVICE_TYPES,
} from '../src/lib/domain.ts';
import { locales } from '../src/i18n/locales.ts';

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
    index('consultation_requests_created_at_idx').on(t.createdAt.desc()),
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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('email_outbox_status_check', oneOf('status', EMAIL_STATUSES)),
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

/** Fixed-window counters, so limits hold across serverless instances and restarts. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** Bucket name, subject and window, e.g. 'login-ip:203.0.113.9:1795000000'. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
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

export type TeamMember = typeof teamMembers.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type AccountRequest = typeof accountRequests.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
