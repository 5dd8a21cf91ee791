import { fromBody, type RestRoute, restRoute } from './rest-route';

/** Signing in and out, the session check and every password flow. */
export const authRoutes: readonly RestRoute[] = [
  restRoute('POST /users/login', 204, fromBody('auth', 'login')),
  restRoute('POST /users/logout', 204, (caller) => caller.auth.logout()),
  restRoute('GET /me', 200, (caller) => caller.auth.me()),
  restRoute('POST /users/redeem-invite', 204, fromBody('auth', 'redeemInvite')),
  restRoute(
    'POST /users/send-password-reset-email',
    204,
    fromBody('auth', 'sendPasswordResetEmail'),
  ),
  restRoute('POST /users/reset-password', 204, fromBody('auth', 'resetPassword')),
  restRoute('PUT /users/password', 204, fromBody('auth', 'updatePassword')),
];
