import {
  ALERT_MAX_SUBSCRIPTIONS_PER_ADDRESS,
  ALERT_MESSAGES,
  alertSubscribeSchema,
  DomainError,
} from '@portal/domain';
import { z } from 'zod';
import { underAttemptLimit } from '../security/attempt-limit';
import { hashToken, randomToken } from '../security/tokens';
import { publicProcedure } from '../trpc';
import { findCampaign } from './data/activity';
import { countSubscriptions, findSubscription, saveUnconfirmed } from './data/subscriptions';
import { confirmAlertsLink } from './links';
import { confirmationMessage } from './mail';
import { ALERT_SUBSCRIPTION_POLICY } from './policy';

export const alertAnswerSchema = z.object({ message: z.string() });

/**
 * Asks for alerts: e-mails a confirmation link, unless the address already follows the target.
 * The answer is the same either way, so it tells no one whether an address is subscribed.
 */
export const subscribe = publicProcedure
  .input(alertSubscribeSchema)
  .output(alertAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    const campaign =
      input.campaignId === null ? null : await findCampaign(ctx.db, input.campaignId);
    if (input.campaignId !== null && !campaign)
      throw new DomainError('NOT_FOUND', ALERT_MESSAGES.campaignNotFound);
    const target = {
      governmentId: campaign?.governmentId ?? input.governmentId,
      campaignId: input.campaignId,
    };
    const keys = { email: input.email, ip: ctx.request.ip };
    const outcome = await underAttemptLimit(
      ctx.db,
      ALERT_SUBSCRIPTION_POLICY,
      keys,
      now,
      async (tx, record) => {
        await record(true);
        const existing = await findSubscription(tx, input.email, target);
        if (existing?.confirmedAt) return { kind: 'already' } as const;
        if (
          !existing &&
          (await countSubscriptions(tx, input.email)) >= ALERT_MAX_SUBSCRIPTIONS_PER_ADDRESS
        )
          return { kind: 'full' } as const;
        const code = randomToken();
        await saveUnconfirmed(tx, input.email, target, hashToken(code), now);
        return { kind: 'asked', code } as const;
      },
    );
    if (outcome.kind === 'full')
      throw new DomainError('CONFLICT', ALERT_MESSAGES.tooManySubscriptions);
    if (outcome.kind === 'asked') {
      const link = confirmAlertsLink(ctx.config.publicUrl, outcome.code);
      const following = campaign
        ? `the campaign ${campaign.name}`
        : 'the whole small-donor programme';
      await ctx.mailer.send(confirmationMessage({ to: input.email, link, following }));
    }
    return { message: ALERT_MESSAGES.subscribed };
  });
