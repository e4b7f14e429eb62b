/** The refusals of an access request's review, shared by its route and its rules. */
export const REVIEW_MESSAGES = {
  notFound: 'Access request not found',
  alreadyReviewed: 'This request has already been reviewed',
  emailTaken: 'An account with this email already exists',
} as const;
