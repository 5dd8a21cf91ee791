import { callProcedure, fromBody, numericParam, type RestRoute, restRoute } from './rest-route';

/** Inviting users, listing them and removing their access. */
export const usersRoutes: readonly RestRoute[] = [
  restRoute('POST /users/invite', 201, fromBody('users', 'invite')),
  restRoute('POST /users/resend-invite', 204, fromBody('users', 'resendInvite')),
  restRoute('POST /users', 200, fromBody('users', 'list')),
  restRoute(
    'DELETE /permissions/:id',
    200,
    callProcedure('users', 'removePermission', (request) => ({
      permissionId: numericParam(request, 'id'),
    })),
    () => ({}),
  ),
];
