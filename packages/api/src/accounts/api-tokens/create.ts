import { lockForTransaction } from '@portal/db';
import {
  API_TOKEN_MAX_ACTIVE,
  API_TOKEN_MESSAGES,
  createApiTokenInputSchema,
  DomainError,
} from '@portal/domain';
import { issueApiToken } from '../../security/api-tokens';
import { browserSessionProcedure } from '../../trpc';
import { assertTokenNameLooksNew, countActiveApiTokens, insertApiToken } from '../data/api-tokens';
import { createdApiTokenOutput } from './outputs';

/**
 * Creates a personal API token for the signed-in user and shows its secret this once. Only a
 * person signed in to the portal may create one: a token cannot mint further tokens.
 */
export const create = browserSessionProcedure(API_TOKEN_MESSAGES.cannotCreateTokens)
  .input(createApiTokenInputSchema)
  .output(createdApiTokenOutput)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    const issued = issueApiToken();
    const created = await ctx.db.transaction(async (tx) => {
      // Two parallel creations cannot both pass the count, nor both take a name.
      await lockForTransaction(tx, `api_tokens:${ctx.user.id}`);
      if ((await countActiveApiTokens(tx, ctx.user.id, now)) >= API_TOKEN_MAX_ACTIVE)
        throw new DomainError('CONFLICT', API_TOKEN_MESSAGES.tooMany(API_TOKEN_MAX_ACTIVE));
      await assertTokenNameLooksNew(tx, ctx.user.id, input.name);
      return insertApiToken(tx, {
        userId: ctx.user.id,
        name: input.name,
        readOnly: input.readOnly,
        expiresAt: input.expiresAt ?? null,
        createdAt: now,
        prefix: issued.prefix,
        tokenHash: issued.tokenHash,
      });
    });
    return {
      id: created.id,
      name: created.name,
      token: issued.token,
      prefix: created.prefix,
      createdAt: created.createdAt,
      expiresAt: created.expiresAt,
      readOnly: created.readOnly,
    };
  });
