import { DomainError, signInSchema } from '@portal/domain';
import { listUserPermissions } from '../../data/permissions';
import { createSession, deleteSession } from '../../data/sessions';
import { findUserByEmail } from '../../data/users';
import { verifyPassword } from '../../security/passwords';
import {
  LOGIN_POLICY,
  recordAttempt,
  ThrottledError,
  throttledFor,
} from '../../security/rate-limits';
import { publicProcedure } from '../../trpc';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const login = publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
  const now = new Date();
  const keys = { email: input.email, ip: ctx.request.ip };
  // The attempt is recorded in a transaction that commits even when the sign-in fails; the
  // error is raised only after it, or the failure would roll back and never count.
  const outcome = await ctx.db.transaction(async (tx) => {
    const waitSeconds = await throttledFor(tx, LOGIN_POLICY, keys, now);
    if (waitSeconds !== null) return { kind: 'limited', waitSeconds } as const;
    const user = await findUserByEmail(tx, input.email);
    const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
    await recordAttempt(tx, LOGIN_POLICY, keys, passwordMatches, now);
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
    return { kind: 'signedIn', session } as const;
  });

  switch (outcome.kind) {
    case 'limited':
      throw new ThrottledError(outcome.waitSeconds);
    case 'rejected':
      throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    case 'noAccess':
      throw new DomainError('FORBIDDEN', 'This account no longer has access to the portal');
    case 'signedIn':
      ctx.cookies.setSession(outcome.session.token, outcome.session.expiresAt);
  }
});
