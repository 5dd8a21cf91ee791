/** Exact texts of spec sections 5 and 8 that the server and the portal both show. */
export const AUTH_MESSAGES = {
  emailInvalid: 'Enter a valid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsMustMatch: 'Passwords must match',
  passwordConfirmRequired: 'Password confirmation is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Passwords must be 6 characters',
  roleRequired: 'A user role is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  sessionExpired: 'Token expired or incorrect',
  invalidCredentials: 'Signin Error',
  emailNotFound: 'Email not found',
  invalidCode: 'Invalid code',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
