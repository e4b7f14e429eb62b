/**
 * A valid-looking body per JSON route, for the "4xx, never 5xx" property test
 * (src/server/routes/noServerErrors.property.test.ts): it changes one part of a sample at a time,
 * so a bad value reaches the code past the schema's first check (a year-0000 time off deep in an
 * availability body) instead of failing on a missing field. Keyed `METHOD /api/pattern`.
 */
const FUTURE = '2031-03-03T15:00:00.000Z';
const PASSWORD = 'plum orchard lantern 42';

export const ROUTE_BODY_SAMPLES: Record<string, unknown> = {
  'POST /api/auth/init': { name: 'Ada Admin', email: 'ada@example.com', password: PASSWORD },
  'POST /api/auth/login': { email: 'nobody@example.com', password: PASSWORD },
  'POST /api/auth/change-password': { currentPassword: 'wrong one!', newPassword: PASSWORD },
  'POST /api/auth/forgot-password': { email: 'nobody@example.com' },
  'POST /api/auth/reset-password': { token: 'a'.repeat(43), newPassword: PASSWORD },
  'POST /api/account-requests': {
    name: 'Eve Example',
    email: 'eve@example.com',
    requestedRole: 'employee',
    reason: 'I joined the marketing team this week and need access.',
    website: '',
    elapsedMs: 12_000,
  },
  'POST /api/chat': { messages: [{ role: 'user', content: 'Do you help with permits?' }] },
  'POST /api/consultations': {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '(413) 555-0100',
    company: 'Analytical Engines LLC',
    serviceType: 'Cannabis/Social Equity',
    isSocialEquityApplicant: true,
    message: 'I am applying for a social equity license in Holyoke and need help.',
    website: '',
    elapsedMs: 12_000,
  },
  'POST /api/booking/holds': {
    division: 'cannabis',
    start: FUTURE,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '(413) 555-0100',
    company: 'Analytical Engines LLC',
    isSocialEquityApplicant: true,
    message: 'I am applying for a social equity license in Holyoke and need help.',
    website: '',
    elapsedMs: 12_000,
    locale: 'en',
    timeZone: 'America/Chicago',
  },
  'POST /api/booking/confirm': { token: 'b'.repeat(43) },
  'POST /api/booking/manage': { token: 'b'.repeat(43) },
  'POST /api/booking/manage/cancel': { token: 'b'.repeat(43) },
  'POST /api/booking/manage/reschedule': { token: 'b'.repeat(43), start: FUTURE },
  'PATCH /api/admin/account-requests/:id': { status: 'rejected', rejectionReason: 'Unknown' },
  'POST /api/admin/users': {
    name: 'New Person',
    email: 'new.person@example.com',
    password: PASSWORD,
    role: 'employee',
  },
  'PATCH /api/admin/users/:id': { role: 'employee' },
  'POST /api/admin/users/:id/password': { password: PASSWORD },
  'PATCH /api/admin/consultations/:id': {
    status: 'contacted',
    notes: 'Called back',
    assignedTo: null,
    contactedAt: '2026-11-20T15:00:00Z',
  },
  'PUT /api/admin/availability/:teamMemberId': {
    weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
    divisions: ['cannabis'],
    timeOff: [{ start: FUTURE, end: '2031-03-04T15:00:00.000Z', reason: 'Conference' }],
  },
  'POST /api/admin/holidays': { day: '2031-07-04', name: 'Independence Day' },
  'POST /api/admin/content/:collection': {
    id: 'a-new-question',
    en: { question: 'Is this a question?', answer: 'Yes, it is.', pages: ['contact'], order: 99 },
    es: { question: '¿Es una pregunta?', answer: 'Sí, lo es.', pages: ['contact'], order: 99 },
  },
  'PUT /api/admin/content/:collection/:id': {
    en: { question: 'Is this a question?', answer: 'Yes, it is.', pages: ['contact'], order: 99 },
    es: { question: '¿Es una pregunta?', answer: 'Sí, lo es.', pages: ['contact'], order: 99 },
    version: 'none.none',
  },
  'PATCH /api/admin/bookings/:id': { status: 'completed' },
  'POST /api/admin/bookings/:id/reschedule': { start: FUTURE },
};

/** Query parameters the routes read, so generated queries hit the parsers, not only unknown keys. */
export const KNOWN_QUERY_KEYS = [
  'cursor',
  'limit',
  'q',
  'status',
  'service',
  'equity',
  'lang',
  'owner',
  'overdue',
  'from',
  'to',
  'sort',
  'division',
  'days',
  'when',
  'host',
  'version',
] as const;
