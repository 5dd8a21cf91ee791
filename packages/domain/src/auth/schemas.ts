import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText, secretText } from '../boundary/text';
import { ROLES } from '../enums/roles';
import { choiceSchema, listChoiceSchema } from '../forms/fields';
import { AUTH_MESSAGES as M, PASSWORD_MIN_LENGTH } from './messages';

/** A required e-mail address, as every form takes one: trimmed, checked, lower-cased. */
export const requiredEmail = boundedText('Email', TEXT_LIMITS.email, M.emailRequired)
  .trim()
  .min(1, M.emailRequired)
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Sign-in form and `POST /users/login` body. */
export const signInSchema = z.object({
  email: requiredEmail,
  password: secretText('Password', TEXT_LIMITS.other, M.passwordRequired).min(
    1,
    M.passwordRequired,
  ),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Sign-up and update-forgotten-password forms: newPassword and confirmNewPassword. */
export const newPasswordSchema = z
  .object({
    newPassword: z
      .string({ error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, M.passwordTooShort),
    confirmNewPassword: z
      .string({ error: M.passwordConfirmRequired })
      .min(1, M.passwordConfirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    message: M.passwordsMustMatch,
    path: ['confirmNewPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;

/** The password rule alone, for API inputs that carry only the new password. */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort);

/** Change password while signed in (form fields oldPassword and newPassword). */
export const changePasswordSchema = z.object({
  oldPassword: secretText('Current password', TEXT_LIMITS.other, M.currentPasswordRequired).min(
    1,
    M.currentPasswordRequired,
  ),
  newPassword: z
    .string({ error: M.newPasswordRequired })
    .min(1, M.newPasswordRequired)
    .min(PASSWORD_MIN_LENGTH, M.newPasswordTooShort),
});
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** `PUT /users/password` body uses currentPassword (spec section 7). */
export const updatePasswordInputSchema = z.object({
  currentPassword: secretText('Current password', TEXT_LIMITS.other, M.currentPasswordRequired).min(
    1,
    M.currentPasswordRequired,
  ),
  newPassword: changePasswordSchema.shape.newPassword,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const invitationCode = boundedText('Code', TEXT_LIMITS.code, M.invalidCode)
  .trim()
  .min(1, M.invalidCode);

/** `POST /users/redeem-invite`; the sign-up form sends only code and password. */
export const redeemInviteInputSchema = z.object({
  invitationCode,
  password: passwordSchema,
  firstName: boundedText('First name', TEXT_LIMITS.name).trim().optional(),
  lastName: boundedText('Last name', TEXT_LIMITS.name).trim().optional(),
});
export type RedeemInviteInput = z.infer<typeof redeemInviteInputSchema>;

/** `POST /users/reset-password`. */
export const resetPasswordInputSchema = z.object({
  invitationCode,
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

const personName = (label: string, message: string) =>
  boundedText(label, TEXT_LIMITS.name, message).trim().min(1, message);

/** AddUser modal. Government admins do not see the role picker; their invites are fixed. */
export const addUserFormSchema = z.object({
  role: choiceSchema(['campaign_admin', 'campaign_staff'], 'Role', M.roleRequired),
  email: requiredEmail,
  firstName: personName('First name', M.firstNameRequired),
  lastName: personName('Last name', M.lastNameRequired),
});
export type AddUserForm = z.infer<typeof addUserFormSchema>;

/**
 * `POST /users/invite`: governmentId with role government_admin, or campaignId with a
 * campaign role (spec section 7). Who may invite whom is decided by the permission rules.
 */
export const inviteUserInputSchema = z
  .object({
    email: requiredEmail,
    firstName: personName('First name', M.firstNameRequired),
    lastName: personName('Last name', M.lastNameRequired),
    role: listChoiceSchema(ROLES, 'Role', M.roleRequired),
    governmentId: idSchema.optional(),
    campaignId: idSchema.optional(),
  })
  .refine((input) => (input.campaignId === undefined) !== (input.role !== 'government_admin'), {
    message: 'Campaign roles need a campaignId; government admins need a governmentId',
    path: ['campaignId'],
  });
export type InviteUserInput = z.infer<typeof inviteUserInputSchema>;
