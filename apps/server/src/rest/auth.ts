import type { RouterInputs } from '@portal/api';
import { bodyOf, type RestRoute } from './rest-route';

type AuthInputs = RouterInputs['auth'];

/** Signing in and out, the session check and every password flow. */
export const authRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    url: '/users/login',
    successStatus: 204,
    call: (caller, request) => caller.auth.login(bodyOf<AuthInputs['login']>(request)),
  },
  {
    method: 'POST',
    url: '/users/logout',
    successStatus: 204,
    call: (caller) => caller.auth.logout(),
  },
  {
    method: 'GET',
    url: '/me',
    successStatus: 200,
    call: (caller) => caller.auth.me(),
  },
  {
    method: 'POST',
    url: '/users/redeem-invite',
    successStatus: 204,
    call: (caller, request) =>
      caller.auth.redeemInvite(bodyOf<AuthInputs['redeemInvite']>(request)),
  },
  {
    method: 'POST',
    url: '/users/send-password-reset-email',
    successStatus: 204,
    call: (caller, request) =>
      caller.auth.sendPasswordResetEmail(bodyOf<AuthInputs['sendPasswordResetEmail']>(request)),
  },
  {
    method: 'POST',
    url: '/users/reset-password',
    successStatus: 204,
    call: (caller, request) =>
      caller.auth.resetPassword(bodyOf<AuthInputs['resetPassword']>(request)),
  },
  {
    method: 'PUT',
    url: '/users/password',
    successStatus: 204,
    call: (caller, request) =>
      caller.auth.updatePassword(bodyOf<AuthInputs['updatePassword']>(request)),
  },
];
