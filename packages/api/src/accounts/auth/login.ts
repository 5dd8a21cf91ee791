import { DomainError, signInSchema } from '@portal/domain';
import { hashCostDiffers, hashPassword, verifyPassword } from '../../security/passwords';
import { admitAttempt, LOGIN_POLICY } from '../../security/rate-limits';
import { publicProcedure } from '../../trpc';
import { findUserByEmail, replacePasswordHash } from '../data/users';
import { startSession } from './start-session';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in without holding the database while the password is hashed: a place in the hashing
 * pool (or 503 at once), the attempt admitted under LOGIN_POLICY (or 429), the user's hash read
 * in one query, the hash checked with no transaction open, then the session written in a short
 * transaction that checks the user again. A sign-in that fails writes no session.
 */
export const login = publicProcedure.input(signInSchema).mutation(({ ctx, input }) =>
  ctx.passwordHashing.admit(async (inSlot) => {
    const now = new Date();
    const keys = { email: input.email, ip: ctx.request.ip };
    const attemptIds = await admitAttempt(ctx.db, LOGIN_POLICY, keys, now);
    const user = await findUserByEmail(ctx.db, input.email);
    const cost = ctx.config.passwordHashCost;
    const checkedHash = user?.passwordHash ?? null;
    const matches = await inSlot(() => verifyPassword(checkedHash, input.password, cost));
    if (!user || !checkedHash || !matches)
      throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);

    const started = await startSession(ctx, { checked: user, attemptIds, now });
    if (started === 'passwordChanged')
      throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    if (started === 'noAccess')
      throw new DomainError('FORBIDDEN', 'This account no longer has access to the portal');

    // A hash made at another cost (the cost was changed since) is stored again at today's.
    // The sign-in stands if this fails: the next one tries again.
    if (hashCostDiffers(checkedHash, cost)) {
      await inSlot(() => hashPassword(input.password, cost))
        .then((rehashed) => replacePasswordHash(ctx.db, user.id, checkedHash, rehashed))
        .catch(() => {});
    }
  }),
);
