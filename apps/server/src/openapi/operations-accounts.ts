import { summaryOutput } from '@portal/api/records';
import { IDEMPOTENCY_KEY_HEADER, type OperationDocs } from './operation';

/** Session, passwords, users and campaigns (spec section 7). */
export const accountOperations: OperationDocs = {
  'POST /users/login': {
    summary: 'Sign in',
    description:
      'Sets the session cookie. Attempts are limited per client address and per account, failed or not (429); while the server is busy checking other passwords the answer is 503 with Retry-After.',
    tag: 'Session and passwords',
    procedure: 'auth.login',
    signedIn: false,
    errors: [400, 401, 429, 503],
  },
  'POST /users/logout': {
    summary: 'Sign out',
    tag: 'Session and passwords',
    procedure: 'auth.logout',
    signedIn: false,
    errors: [503],
  },
  'GET /me': {
    summary: 'The signed-in user and their permissions',
    tag: 'Session and passwords',
    procedure: 'auth.me',
    signedIn: true,
    errors: [401, 503],
  },
  'POST /users/redeem-invite': {
    summary: 'Set a password from an invitation code',
    tag: 'Session and passwords',
    procedure: 'auth.redeemInvite',
    signedIn: false,
    errors: [400, 429, 503],
  },
  'POST /users/send-password-reset-email': {
    summary: 'E-mail a password reset link',
    tag: 'Session and passwords',
    procedure: 'auth.sendPasswordResetEmail',
    signedIn: false,
    errors: [400, 404, 429, 503],
  },
  'POST /users/reset-password': {
    summary: 'Set a new password with a reset code',
    tag: 'Session and passwords',
    procedure: 'auth.resetPassword',
    signedIn: false,
    errors: [400, 429, 503],
  },
  'PUT /users/password': {
    summary: 'Change the password while signed in',
    tag: 'Session and passwords',
    procedure: 'auth.updatePassword',
    signedIn: true,
    errors: [400, 401, 403, 429, 503],
  },
  'POST /users/invite': {
    summary: 'Invite a user to a campaign or the government',
    tag: 'Users',
    procedure: 'users.invite',
    signedIn: true,
    headers: [IDEMPOTENCY_KEY_HEADER],
    description:
      'Invitation e-mails are limited per recipient address and per sender (429, nothing written).',
    errors: [400, 401, 403, 404, 409, 422, 429, 503],
  },
  'POST /users/resend-invite': {
    summary: 'Send an invitation again',
    tag: 'Users',
    procedure: 'users.resendInvite',
    signedIn: true,
    description: 'Counted with invitations, per recipient address and per sender (429).',
    errors: [400, 401, 403, 404, 409, 429, 503],
  },
  'POST /users': {
    summary: "List a campaign's or the government's users",
    tag: 'Users',
    procedure: 'users.list',
    signedIn: true,
    errors: [400, 401, 403, 404, 503],
  },
  'POST /api-tokens': {
    summary: 'Create an API token (the only answer that holds the secret)',
    description:
      'Acts as the signed-in user with their current permissions; `readOnly` refuses every write. ' +
      '`expiresAt` is a date (valid to the end of that day, Pacific time) or an ISO 8601 moment.',
    tag: 'API tokens',
    procedure: 'apiTokens.create',
    signedIn: true,
    errors: [400, 401, 403, 409, 429, 503],
  },
  'GET /api-tokens': {
    summary: "The caller's API tokens, without their secrets",
    tag: 'API tokens',
    procedure: 'apiTokens.list',
    signedIn: true,
    input: 'none',
    errors: [401, 429, 503],
  },
  'DELETE /api-tokens/:id': {
    summary: 'Revoke an API token at once (its next request answers 401)',
    tag: 'API tokens',
    procedure: 'apiTokens.revoke',
    signedIn: true,
    responseContent: { 'application/json': { schema: { type: 'object', maxProperties: 0 } } },
    errors: [400, 401, 403, 404, 429, 503],
  },
  'DELETE /permissions/:id': {
    summary: "Remove a user's access (one permission)",
    tag: 'Users',
    procedure: 'users.removePermission',
    pathFields: { id: 'permissionId' },
    signedIn: true,
    responseContent: { 'application/json': { schema: { type: 'object', maxProperties: 0 } } },
    errors: [400, 401, 403, 404, 503],
  },
  'POST /campaigns': {
    summary: "List the government's campaigns",
    tag: 'Campaigns',
    procedure: 'campaigns.list',
    signedIn: true,
    errors: [400, 401, 403, 503],
  },
  'POST /campaigns/new': {
    summary:
      'Create a campaign (and invite its first admin when email, firstName and lastName are given)',
    tag: 'Campaigns',
    procedure: 'campaigns.create',
    signedIn: true,
    headers: [IDEMPOTENCY_KEY_HEADER],
    errors: [400, 401, 403, 409, 422, 429, 503],
  },
  'POST /campaigns/update': {
    summary: 'Rename a campaign',
    tag: 'Campaigns',
    procedure: 'campaigns.rename',
    signedIn: true,
    errors: [400, 401, 403, 404, 409, 503],
  },
  'POST /summary': {
    summary: 'Contribution and expenditure totals per status',
    tag: 'Campaigns',
    procedure: 'summary.get',
    output: summaryOutput,
    signedIn: true,
    errors: [400, 401, 403, 404, 503],
  },
};
