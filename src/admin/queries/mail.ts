import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest.ts';
import type { adminMailRoutes, leadMailRoutes } from '../../server/routes/adminMail.ts';
import type { ApiAnswer } from './apiAnswer.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/mail-status (admins): does mail leave, and what is stuck. */
export type MailStatus = ApiAnswer<typeof adminMailRoutes, '/mail-status', '$get'>;

/** One email a lead caused, as GET /api/admin/consultations/{id}/mail answers it. */
export type LeadMail = ApiAnswer<typeof leadMailRoutes, '/:id/mail', '$get'>[number];

export const mailQueries = {
  all: () => adminKeys.mail,
  status: () =>
    queryOptions({
      queryKey: [...adminKeys.mail, 'status'] as const,
      queryFn: () => apiRequest<MailStatus>('GET', '/api/admin/mail-status'),
      // Delivery happens in the background; a dialog opened a minute later asks again.
      staleTime: 60_000,
    }),
  forLead: (leadId: string) =>
    queryOptions({
      queryKey: [...adminKeys.mail, 'lead', leadId] as const,
      queryFn: () =>
        apiRequest<LeadMail[]>(
          'GET',
          `/api/admin/consultations/${encodeURIComponent(leadId)}/mail`,
        ),
      staleTime: 30_000,
    }),
};

export const mailApi = {
  retry: (id: string) =>
    apiRequest<ApiAnswer<typeof adminMailRoutes, '/mail/:id/retry', '$post'>>(
      'POST',
      `/api/admin/mail/${encodeURIComponent(id)}/retry`,
    ),
};
