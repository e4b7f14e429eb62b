import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
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

/** `col IN ('a', 'b')` built from a constant list; values are our own literals, never input. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`${column} IN (${list})`);
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('employee'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_users_email_lower_key').on(sql`lower(${t.email})`),
    check('admin_users_role_check', oneOf('role', ROLES)),
  ],
);

export const consultationRequests = pgTable(
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
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    assignedTo: uuid('assigned_to').references(() => adminUsers.id, { onDelete: 'set null' }),
    notes: text('notes'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_requests_created_at_idx').on(t.createdAt.desc()),
    check('consultation_requests_status_check', oneOf('status', LEAD_STATUSES)),
    check('consultation_requests_service_type_check', oneOf('service_type', SERVICE_TYPES)),
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
    reviewedBy: uuid('reviewed_by').references(() => adminUsers.id, { onDelete: 'set null' }),
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

export type AdminUser = typeof adminUsers.$inferSelect;
export type ConsultationRequest = typeof consultationRequests.$inferSelect;
export type AccountRequest = typeof accountRequests.$inferSelect;
