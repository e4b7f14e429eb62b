import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest';
import { adminKeys } from './keys';

/** GET /api/admin/mail-status (admins): does mail leave, and what is stuck. */
export interface MailStatus {
  configured: boolean;
  pending: number;
  failed: number;
  lastError: string | null;
}

/** One email a lead caused, as GET /api/admin/consultations/{id}/mail answers it. */
export interface LeadMail {
  id: string;
  kind: 'lead_acknowledgement' | 'lead_staff_notification' | (string & {});
  status: 'pending' | 'sent' | 'failed' | (string & {});
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

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
    apiRequest<{ id: string; status: string }>(
      'POST',
      `/api/admin/mail/${encodeURIComponent(id)}/retry`,
    ),
};
