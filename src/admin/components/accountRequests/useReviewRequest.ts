import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toastStore.ts';
import type { ReviewAccountRequestInput } from '../../../lib/schemas/accountReview.ts';
import { accountRequestApi, accountRequestQueries } from '../../queries/accountRequests.ts';
import { NO_MAIL_HANDOVER } from '../mail/wording.ts';
import { teamQueries } from '../../queries/team.ts';
import { useMailConfigured } from '../mail/useMailConfigured.ts';
import { focusAfterAction } from '../../focusAfterAction.ts';
import { reviewedRequestId } from './AccountRequestCard.tsx';

export const REVIEW_FAILED = 'Failed to process request';

/** The review's error when it was this decision on this request (one mutation serves both dialogs). */
export function failedReview(
  review: ReturnType<typeof useReviewRequest>,
  request: { id: string } | null,
  status: 'approved' | 'rejected',
): Error | null {
  const tried = review.variables;
  return tried?.id === request?.id && tried?.input.status === status ? review.error : null;
}

/**
 * After a review the request moves from Pending to Reviewed and its Approve/Reject buttons are
 * gone: focus goes to its card under Reviewed (the admin focus rule), once every dialog is closed.
 * Called again when the password handover dialog closes, which may be long after the review.
 */
export function focusReviewedRequest(id: string) {
  focusAfterAction(() => document.getElementById(reviewedRequestId(id)));
}

/** Approve or reject one request; afterwards the requests and users lists are refreshed. */
export function useReviewRequest() {
  // The required toasts promise an email; without mail delivery they say what happens instead.
  const mailConfigured = useMailConfigured();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewAccountRequestInput }) =>
      accountRequestApi.review(id, input),
    meta: {
      invalidates: [accountRequestQueries.all(), teamQueries.all()],
      errorTitle: 'Action Failed',
      errorFallback: REVIEW_FAILED,
    },
    onSuccess: (_, { id, input }) => {
      focusReviewedRequest(id);
      toast(
        input.status === 'approved'
          ? {
              title: 'Request Approved!',
              description: mailConfigured
                ? 'Account created successfully. User can now log in.'
                : `Account created successfully. User can now log in. ${NO_MAIL_HANDOVER}.`,
              variant: 'success',
            }
          : {
              title: 'Request Rejected',
              description: mailConfigured
                ? 'The user has been notified.'
                : 'Email is not set up, so the user has not been notified.',
            },
      );
    },
  });
}
