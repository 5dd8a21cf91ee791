import { z } from 'zod';
import { protectedProcedure } from '../../trpc';
import { listApiTokens } from '../data/api-tokens';
import { listedApiTokenOutput } from './outputs';

/** The caller's own tokens, newest first; another user's tokens are never listed. */
export const list = protectedProcedure
  .output(z.array(listedApiTokenOutput))
  .query(async ({ ctx }) => {
    const now = Date.now();
    const tokens = await listApiTokens(ctx.db, ctx.user.id);
    return tokens.map((token) => ({
      ...token,
      revoked: token.revokedAt !== null,
      expired: token.expiresAt !== null && token.expiresAt.getTime() <= now,
    }));
  });
