import { createTRPCRouter } from '../../trpc';
import { invite } from './invite';
import { list } from './list';
import { removePermission } from './remove-permission';
import { resendInvite } from './resend-invite';

export const usersRouter = createTRPCRouter({
  invite,
  resendInvite,
  list,
  removePermission,
});
