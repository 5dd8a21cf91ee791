import type { RouterInputs } from '@portal/api';
import { bodyOf, numericParam, type RestRoute } from './rest-route';

type UsersInputs = RouterInputs['users'];

/** Inviting users, listing them and removing their access. */
export const usersRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    url: '/users/invite',
    successStatus: 201,
    call: (caller, request) => caller.users.invite(bodyOf<UsersInputs['invite']>(request)),
  },
  {
    method: 'POST',
    url: '/users/resend-invite',
    successStatus: 204,
    call: (caller, request) =>
      caller.users.resendInvite(bodyOf<UsersInputs['resendInvite']>(request)),
  },
  {
    method: 'POST',
    url: '/users',
    successStatus: 200,
    call: (caller, request) => caller.users.list(bodyOf<UsersInputs['list']>(request)),
  },
  {
    method: 'DELETE',
    url: '/permissions/:id',
    successStatus: 200,
    call: (caller, request) =>
      caller.users.removePermission({ permissionId: numericParam(request, 'id') }),
    respond: () => ({}),
  },
];
