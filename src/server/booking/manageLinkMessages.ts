import type { PublishedFacts } from '../../lib/publishedFacts.ts';

/**
 * Moves per booking from its manage link: every move mails the visitor, the host and the staff,
 * so one confirmed booking must not become a way to flood their inboxes (L14).
 */
export const RESCHEDULE_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

/** The manage link's refusals, shared by its route and its rules. */
export const MANAGE_MESSAGES = {
  notFound: 'This link is not valid or no longer works. Please check your latest email from us.',
  // With the phone number in force (the request's facts).
  tooManyMoves: ({ site }: PublishedFacts) =>
    `This consultation was moved ${RESCHEDULE_LIMIT.limit} times in the last hour. Please wait an hour before moving it again, or call us at ${site.phone}.`,
} as const;
