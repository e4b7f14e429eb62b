import { z } from 'zod';
import { LEAD_PAGE_DEFAULT, LEAD_PAGE_MAX } from '../../lib/leadPaging.ts';
import { decodeCursor } from './pageCursor.ts';

/**
 * The paging parameters of GET /api/admin/consultations. The filters beside them are read leniently
 * (src/lib/leadFilters.ts: a mistyped link still opens the list), but a page size or cursor the
 * server did not give out is a client bug and answers 400.
 */
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEAD_PAGE_MAX}`;
export const CURSOR_MESSAGE = 'cursor is not one this list gave out; load the first page again';

export const leadPageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= LEAD_PAGE_MAX, LIMIT_MESSAGE)
    .default(LEAD_PAGE_DEFAULT),
  cursor: z
    .string()
    .transform((value, ctx) => {
      const position = decodeCursor(value);
      if (!position) ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return position;
    })
    .optional(),
});
