import { protectedProcedure } from '../../trpc';
import { meOutput } from './outputs';

export const me = protectedProcedure.output(meOutput).query(({ ctx }) => ({
  id: ctx.user.id,
  email: ctx.user.email,
  firstName: ctx.user.firstName,
  lastName: ctx.user.lastName,
  message: 'Success' as const,
  assumedCampaignId: ctx.session.assumedCampaignId,
  permissions: ctx.user.permissions,
}));
