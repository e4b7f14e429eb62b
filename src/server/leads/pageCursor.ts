import { isStorableInstant } from '../../lib/schemas/storableTime.ts';

/**
 * Where the next page of leads starts: the (created_at, id) of the last lead shown, handed to the
 * client as an opaque string. The time keeps Postgres's microseconds (a JavaScript Date would drop
 * them, and two leads a few microseconds apart would then be skipped or shown twice).
 */
export interface PagePosition {
  /** created_at in UTC, e.g. 2026-11-21T14:03:07.123456Z */
  createdAt: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');
}

/** The position a cursor names, or null when the string is not one encodeCursor made. */
export function decodeCursor(cursor: string): PagePosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !createdAt || !id || !CREATED_AT.test(createdAt) || !UUID.test(id)) {
    return null;
  }
  // A well-formed string can still name no instant (30 February) or one Postgres refuses (year
  // 0000, which JavaScript has); either answered 500.
  const millis = `${createdAt.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== millis) return null;
  if (!isStorableInstant(millis)) return null;
  return { createdAt, id };
}
