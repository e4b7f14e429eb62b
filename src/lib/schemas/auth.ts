import { z } from 'zod';
import { MIN_LENGTH } from '../domain.ts';
import { newPasswordSchema } from './password.ts';

/** Shared by the admin forms (zodResolver) and the API (validateJson); messages are the required ones. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const NAME_MESSAGE = 'Name must be at least 2 characters';

/** Emails are stored and compared trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const personNameSchema = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(MIN_LENGTH.name, NAME_MESSAGE)
  .max(100, 'Name must be at most 100 characters');

export const loginSchema = z.strictObject({
  email: emailSchema,
  // Not the new-password rule: an old password must still be accepted here. Over-long input is
  // refused by the server's verifier, never truncated.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginInput = z.input<typeof loginSchema>;

export const initSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type InitInput = z.input<typeof initSchema>;

/** The fields, shared with the form (which adds a confirmation field). */
export const changePasswordFields = {
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: newPasswordSchema,
};
const DIFFERENT_PASSWORD = {
  message: 'Choose a new password that differs from the current one',
  path: ['newPassword'],
};
export const passwordsDiffer = (v: { currentPassword: string; newPassword: string }) =>
  v.currentPassword !== v.newPassword;

export const changePasswordSchema = z
  .strictObject(changePasswordFields)
  .refine(passwordsDiffer, DIFFERENT_PASSWORD);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .strictObject({ ...changePasswordFields, confirmPassword: z.string() })
  .refine(passwordsDiffer, DIFFERENT_PASSWORD)
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const RESET_LINK_INVALID =
  'This reset link is invalid or has expired. Please request a new one.';

/** POST /api/auth/reset-password: the token from the emailed link and the new password. */
export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: RESET_LINK_INVALID })
    .min(1, RESET_LINK_INVALID)
    .max(200, RESET_LINK_INVALID),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The same with the confirmation field the forms add. */
export const newPasswordFormSchema = z
  .strictObject({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
