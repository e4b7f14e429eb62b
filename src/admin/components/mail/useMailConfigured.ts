import { useQuery } from '@tanstack/react-query';
import { mailQueries } from '../../queries/mail.ts';

/**
 * False only when the server said mail delivery is not set up; while that is unknown (loading,
 * or the call failed) screens keep their required texts.
 */
export function useMailConfigured(): boolean {
  const status = useQuery(mailQueries.status());
  return status.data?.configured !== false;
}
