import { deleteSession } from '../../access/sessions';
import { publicProcedure } from '../../trpc';

/** Public so that signing out always clears the cookie, even when the session already ended. */
export const logout = publicProcedure.mutation(async ({ ctx }) => {
  if (ctx.session?.kind === 'cookie') await deleteSession(ctx.db, ctx.session.id);
  ctx.cookies.clearSession();
});
