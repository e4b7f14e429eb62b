/** Refusals of the sign-in routes, shared by the route and the rules in this folder. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ALREADY_INITIALIZED = 'System already initialized';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
