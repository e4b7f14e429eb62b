import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toastStore';
import { errorMessage } from '../../../lib/apiRequest';
import type { ReviewAccountRequestInput } from '../../../lib/schemas/accountReview';
import { accountRequestApi, accountRequestQueries } from '../../queries/accountRequests';
import { userQueries } from '../../queries/users';

/** Approve or reject one request; afterwards the requests and users lists are refreshed (spec §7). */
export function useReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewAccountRequestInput }) =>
      accountRequestApi.review(id, input),
    onSuccess: async (_, { input }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountRequestQueries.all() }),
        queryClient.invalidateQueries({ queryKey: userQueries.all() }),
      ]);
      toast(
        input.status === 'approved'
          ? {
              title: 'Request Approved!',
              description: 'Account created successfully. User can now log in.',
              variant: 'success',
            }
          : { title: 'Request Rejected', description: 'The user has been notified.' },
      );
    },
    onError: (error) => {
      toast({
        title: 'Action Failed',
        description: errorMessage(error, 'Failed to process request'),
        variant: 'destructive',
      });
    },
  });
}
