import type { ActiveSession, SessionUser } from '../../context';
import { publicProcedure } from '../../trpc';
import { meOutput } from './outputs';

/** GET /me's answer for a signed-in caller (spec section 7), shared by both session checks. */
export const meOf = (session: ActiveSession, user: SessionUser) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  message: 'Success' as const,
  assumedCampaignId: session.assumedCampaignId,
  permissions: user.permissions,
});

/**
 * The portal's session check: who is signed in, or null. Every public page asks it, so nobody
 * signed in is an ordinary answer here, not the 401 of `auth.me` (which GET /me keeps, as the
 * spec says), which a browser reports as an error on every anonymous page load.
 */
export const session = publicProcedure
  .output(meOutput.nullable())
  .query(({ ctx }) => (ctx.session && ctx.user ? meOf(ctx.session, ctx.user) : null));
