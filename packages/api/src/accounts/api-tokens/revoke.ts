import { API_TOKEN_MESSAGES, DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc';
import { revokeApiToken } from '../data/api-tokens';

export const revokeApiTokenInputSchema = z.object({ id: idSchema });

/**
 * Revokes one of the caller's tokens at once: its next request is refused. A script may revoke
 * its own token (or another of its user's), e.g. after rotating; another user's token is not found.
 */
export const revoke = protectedProcedure
  .input(revokeApiTokenInputSchema)
  .output(z.object({}))
  .mutation(async ({ ctx, input }) => {
    if (!(await revokeApiToken(ctx.db, ctx.user.id, input.id, new Date())))
      throw new DomainError('NOT_FOUND', API_TOKEN_MESSAGES.notFound);
    return {};
  });
