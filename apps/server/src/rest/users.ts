import { fromBody, numericParam, type RestRoute, restRoute } from './rest-route';

/** Inviting users, listing them and removing their access. */
export const usersRoutes: readonly RestRoute[] = [
  restRoute(
    'POST /users/invite',
    201,
    fromBody((caller) => caller.users.invite),
  ),
  restRoute(
    'POST /users/resend-invite',
    204,
    fromBody((caller) => caller.users.resendInvite),
  ),
  restRoute(
    'POST /users',
    200,
    fromBody((caller) => caller.users.list),
  ),
  restRoute(
    'DELETE /permissions/:id',
    200,
    (caller, request) =>
      caller.users.removePermission({ permissionId: numericParam(request, 'id') }),
    () => ({}),
  ),
];
