import { PASSWORD_MIN_LENGTH, emailField } from '@functions/platform/contract/fields';
import * as z from '@functions/platform/contract/zod';

/** The login, sign-up and forgot-password forms. */
const passwordField = z
  .string({ error: 'Password is required' })
  .check(z.minLength(1, 'Password is required'), z.minLength(PASSWORD_MIN_LENGTH, 'Minimum Length 6 character'));

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  name: z.string({ error: 'Name is required' }).check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Must be at most 120 characters')),
  email: emailField,
  password: passwordField,
});
export type SignupValues = z.input<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
