import type { MailStatus } from '../../queries/mail.ts';

/** A backlog worth telling admins about: something has waited longer than a delivery pass or two. */
export const BACKLOG_NOTICE_AFTER_MS = 15 * 60_000;

const LABELS = { security: 'security', staff: 'staff', visitor: 'visitor' } as const;

/** "12 emails waiting (security 1, visitor 11); the oldest for 42 minutes", or null. */
export function describeBacklog(status: MailStatus, now = Date.now()): string | null {
  const groups = Object.entries(status.backlog) as [
    keyof typeof LABELS,
    MailStatus['backlog']['security'],
  ][];
  const waiting = groups.reduce((sum, [, group]) => sum + group.waiting, 0);
  const oldest = Math.min(
    ...groups.flatMap(([, group]) =>
      group.oldestQueuedAt ? [new Date(group.oldestQueuedAt).getTime()] : [],
    ),
  );
  if (!waiting || !Number.isFinite(oldest) || now - oldest < BACKLOG_NOTICE_AFTER_MS) return null;
  const parts = groups
    .filter(([, group]) => group.waiting > 0)
    .map(([name, group]) => `${LABELS[name]} ${group.waiting}`);
  const minutes = Math.round((now - oldest) / 60_000);
  const age = minutes < 120 ? `${minutes} minutes` : `${Math.round(minutes / 60)} hours`;
  return `${waiting === 1 ? '1 email' : `${waiting} emails`} waiting (${parts.join(', ')}); the oldest for ${age}.`;
}
