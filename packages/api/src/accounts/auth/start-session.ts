import { listUserPermissions } from '../../access/permissions';
import { createSession, deleteSession } from '../../access/sessions';
import type { Context, SessionCookies } from '../../context';
import { markAttemptsSucceeded } from '../../security/rate-limits';
import { holdUser, passwordSetSince, type UserRecord } from '../data/users';

/** A sign-in whose password has been checked, outside any transaction. */
export interface CheckedSignIn {
  /** The user's row as it was read for the check: the password matched its hash. */
  checked: UserRecord;
  /** The sign-in's attempt, recorded as failed until the session is written. */
  attemptIds: number[];
  now: Date;
}

export type SessionStart = 'started' | 'passwordChanged' | 'noAccess';

/**
 * The newest session each request's sign-ins started, keyed by the request's cookie jar (one per
 * HTTP request, shared by the calls of a tRPC batch). Held only while the request is.
 */
const newestSessionOf = new WeakMap<SessionCookies, Promise<number | null>>();

/**
 * Writes the session of a checked sign-in in one short transaction and sets the cookie. The
 * session the browser held is ended: the cookie's, or the one an earlier sign-in of the same
 * request started (a batch of sign-ins leaves one session, not one per call), so a request's
 * sign-ins write their sessions one after another.
 */
export function startSession(ctx: Context, signIn: CheckedSignIn): Promise<SessionStart> {
  const cookieSession = ctx.session?.kind === 'cookie' ? ctx.session.id : null;
  const previous = newestSessionOf.get(ctx.cookies) ?? Promise.resolve(cookieSession);
  const written = previous.then((replacedId) => writeSession(ctx, signIn, replacedId));
  newestSessionOf.set(
    ctx.cookies,
    written.then(
      (outcome) => (outcome.kind === 'started' ? outcome.sessionId : previous),
      () => previous,
    ),
  );
  return written.then((outcome) => outcome.kind);
}

type Written = { kind: 'started'; sessionId: number } | { kind: Exclude<SessionStart, 'started'> };

async function writeSession(
  ctx: Context,
  signIn: CheckedSignIn,
  replacedId: number | null,
): Promise<Written> {
  const written = await ctx.db.transaction(async (tx) => {
    // Checked again under a lock: a reset or change that came while the hash was being checked
    // has made that password stale; one that comes now waits and then ends this session too.
    const user = await holdUser(tx, signIn.checked.id);
    if (user?.status !== 'active' || passwordSetSince(signIn.checked, user))
      return { kind: 'passwordChanged' } as const;
    await markAttemptsSucceeded(tx, signIn.attemptIds);
    if ((await listUserPermissions(tx, user.id)).length === 0) return { kind: 'noAccess' } as const;
    if (replacedId !== null) await deleteSession(tx, replacedId);
    const session = await createSession(tx, user.id, {
      now: signIn.now,
      ttlHours: ctx.config.sessionTtlHours,
    });
    return { kind: 'started', session } as const;
  });
  if (written.kind !== 'started') return written;
  ctx.cookies.setSession(written.session.token, written.session.expiresAt);
  return { kind: 'started', sessionId: written.session.id };
}
