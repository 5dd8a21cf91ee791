/** What a script or the Settings page is told about API tokens. */
export const API_TOKEN_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  nameTaken: 'You already have an API token with this name; revoke it or choose another name',
  nameLookalike: (existing: string) =>
    `You already have an API token whose name looks the same: ${existing}; revoke it or choose another name`,
  expiresAtInvalid: 'Expiry must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  expiresAtPast: 'Expiry must be in the future',
  expiresAtTooFar: (years: number) => `Expiry must be within ${years} years`,
  readOnlyInvalid: 'Read-only must be true or false',
  tooMany: (max: number) =>
    `You already have ${max} active API tokens; revoke one before creating another`,
  notFound: 'API token not found',
  unknown: 'Unknown API token',
  revoked: 'This API token has been revoked',
  expired: 'This API token has expired',
  userWithoutAccess: "This API token's user no longer has access to the portal",
  readOnly: 'This API token is read-only: it cannot make changes',
  cannotCreateTokens: 'An API token cannot create API tokens; sign in to the portal to create one',
  cannotChangePassword:
    'An API token cannot change or reset a password; sign in to the portal to do it',
  throttled: 'Too many requests with this API token; wait a moment and try again',
} as const;
