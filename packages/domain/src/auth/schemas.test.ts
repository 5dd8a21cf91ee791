import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import {
  addUserFormSchema,
  changePasswordSchema,
  inviteUserInputSchema,
  newPasswordSchema,
  signInSchema,
} from './schemas';

const errors = (
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error as never);
};

describe('auth schemas', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: 'x@', password: 'p' }, { email: 'Enter a valid email' }],
    [{ email: ' A@B.org ', password: 'p' }, {}],
  ])('sign in %j gives %j', (input, expected) => {
    expect(errors(signInSchema, input)).toEqual(expected);
  });

  it.each([
    ['12345', '12345', { newPassword: 'Password must be at least 6 characters' }],
    ['123456', '123456', {}],
    ['123456', '1234567', { confirmNewPassword: 'Passwords must match' }],
    ['123456', '', { confirmNewPassword: 'Password confirmation is required' }],
  ])('new password %j / %j gives %j', (newPassword, confirmNewPassword, expected) => {
    expect(errors(newPasswordSchema, { newPassword, confirmNewPassword })).toEqual(expected);
  });

  it.each([
    [{ oldPassword: '', newPassword: '123456' }, { oldPassword: 'Current password is required' }],
    [{ oldPassword: 'x', newPassword: '' }, { newPassword: 'New password is required' }],
    [{ oldPassword: 'x', newPassword: '12345' }, { newPassword: 'Passwords must be 6 characters' }],
    [{ oldPassword: 'x', newPassword: '123456' }, {}],
  ])('change password %j gives %j', (input, expected) => {
    expect(errors(changePasswordSchema, input)).toEqual(expected);
  });

  it('requires a role, email and names to add a user', () => {
    expect(errors(addUserFormSchema, { role: '', email: '', firstName: '', lastName: '' })).toEqual(
      {
        role: 'A user role is required',
        email: 'Email is required',
        firstName: 'First Name is required',
        lastName: 'Last Name is required',
      },
    );
  });

  it.each([
    [{ role: 'government_admin', governmentId: 1 }, true],
    [{ role: 'campaign_admin', campaignId: 3 }, true],
    [{ role: 'campaign_staff', campaignId: 3 }, true],
    [{ role: 'campaign_admin', governmentId: 1 }, false],
    [{ role: 'government_admin', campaignId: 3 }, false],
  ])('invite %j valid: %s', (target, valid) => {
    const input = { email: 'a@b.org', firstName: 'A', lastName: 'B', ...target };
    expect(inviteUserInputSchema.safeParse(input).success).toBe(valid);
  });

  it.each([
    ['Campaign Admin', { role: 'campaign_admin' }],
    ['campaign staff', { role: 'campaign_staff' }],
    ['CAMPAIGN-STAFF', { role: 'campaign_staff' }],
    ['boss', { role: 'Role must be one of: government_admin, campaign_admin, campaign_staff' }],
    ['', { role: 'A user role is required' }],
  ])('invite role %j reads as %j', (role, expected) => {
    const input = { email: 'a@b.org', firstName: 'A', lastName: 'B', role, campaignId: 3 };
    const result = inviteUserInputSchema.safeParse(input);
    expect(
      result.success ? { role: result.data.role } : errors(inviteUserInputSchema, input),
    ).toEqual(expected);
  });
});
