import {
  API_TOKEN_MESSAGES,
  AUTH_MESSAGES,
  DomainError,
  forgotPasswordSchema,
} from '@portal/domain';
import { passwordResetLink, passwordResetMessage } from '../../mail/messages';
import { underAttemptLimit } from '../../security/attempt-limit';
import { PASSWORD_RESET_POLICY } from '../../security/rate-limits';
import { publicProcedure, refuseApiTokens } from '../../trpc';
import { issueCode, retireCodesBefore } from '../data/codes';
import { findUserByEmail } from '../data/users';

export const sendPasswordResetEmail = publicProcedure
  .use(refuseApiTokens(API_TOKEN_MESSAGES.cannotChangePassword))
  .input(forgotPasswordSchema)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    const keys = { email: input.email, ip: ctx.request.ip };
    const outcome = await underAttemptLimit(
      ctx.db,
      PASSWORD_RESET_POLICY,
      keys,
      now,
      async (tx, record) => {
        const user = await findUserByEmail(tx, input.email);
        await record(user !== null);
        if (!user) return { kind: 'unknown' } as const;
        const code = await issueCode(tx, user.id, 'password_reset', now);
        return { kind: 'issued', email: user.email, code } as const;
      },
    );

    // Spec section 8 requires saying so; the per-address limit keeps this from being a cheap
    // way to test which e-mails have accounts.
    if (outcome.kind === 'unknown') throw new DomainError('NOT_FOUND', AUTH_MESSAGES.emailNotFound);
    const link = passwordResetLink(ctx.config.publicUrl, outcome.code);
    await ctx.mailer.send(passwordResetMessage({ to: outcome.email, link }));
    await retireCodesBefore(ctx.db, outcome.code, 'password_reset', now);
  });
