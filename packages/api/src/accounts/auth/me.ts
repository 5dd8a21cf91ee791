import { protectedProcedure } from '../../trpc';
import { meOutput } from './outputs';
import { meOf } from './session';

export const me = protectedProcedure
  .output(meOutput)
  .query(({ ctx }) => meOf(ctx.session, ctx.user));
