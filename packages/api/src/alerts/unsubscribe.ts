import { ALERT_MESSAGES, alertCodeSchema, DomainError } from '@portal/domain';
import { hashToken } from '../security/tokens';
import { publicProcedure } from '../trpc';
import { unsubscribeByCode } from './data/subscriptions';
import { alertAnswerSchema } from './subscribe';

/**
 * The link of a digest, opened on the unsubscribe page or posted by a mail client's one-click
 * button: the address's every subscription ends at once, nothing to confirm.
 */
export const unsubscribe = publicProcedure
  .input(alertCodeSchema)
  .output(alertAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const email = await ctx.db.transaction((tx) => unsubscribeByCode(tx, hashToken(input.code)));
    if (!email) throw new DomainError('NOT_FOUND', ALERT_MESSAGES.invalidUnsubscribe);
    return { message: ALERT_MESSAGES.unsubscribed };
  });
