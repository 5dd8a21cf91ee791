import { DomainError, signInSchema } from '@portal/domain';
import { listUserPermissions } from '../../data/permissions';
import { createSession, deleteSession } from '../../data/sessions';
import { findUserByEmail, replacePasswordHash } from '../../data/users';
import { underAttemptLimit } from '../../security/attempt-limit';
import { hashCostDiffers, hashPassword, verifyPassword } from '../../security/passwords';
import { LOGIN_POLICY } from '../../security/rate-limits';
import { publicProcedure } from '../../trpc';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const login = publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
  const now = new Date();
  const keys = { email: input.email, ip: ctx.request.ip };
  const outcome = await underAttemptLimit(ctx.db, LOGIN_POLICY, keys, now, async (tx, record) => {
    const user = await findUserByEmail(tx, input.email);
    const passwordMatches = await verifyPassword(
      user?.passwordHash ?? null,
      input.password,
      ctx.config.passwordHashCost,
    );
    await record(passwordMatches);
    if (!user || !passwordMatches) return { kind: 'rejected' } as const;
    if ((await listUserPermissions(tx, user.id)).length === 0) {
      return { kind: 'noAccess' } as const;
    }
    // A fresh token on every sign-in; the session the browser may still hold is ended.
    if (ctx.session?.kind === 'cookie') await deleteSession(tx, ctx.session.id);
    const session = await createSession(tx, user.id, {
      now,
      ttlHours: ctx.config.sessionTtlHours,
    });
    const staleHash =
      user.passwordHash && hashCostDiffers(user.passwordHash, ctx.config.passwordHashCost)
        ? user.passwordHash
        : null;
    return { kind: 'signedIn', session, userId: user.id, staleHash } as const;
  });

  switch (outcome.kind) {
    case 'rejected':
      throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    case 'noAccess':
      throw new DomainError('FORBIDDEN', 'This account no longer has access to the portal');
    case 'signedIn': {
      ctx.cookies.setSession(outcome.session.token, outcome.session.expiresAt);
      // A hash made at another cost (the cost was changed since) is stored again at today's.
      // The sign-in stands if this fails: the next one tries again.
      if (outcome.staleHash) {
        const rehashed = await hashPassword(input.password, ctx.config.passwordHashCost);
        await replacePasswordHash(ctx.db, outcome.userId, outcome.staleHash, rehashed).catch(
          () => {},
        );
      }
    }
  }
});
