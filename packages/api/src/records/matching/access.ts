import { DomainError } from '@portal/domain';
import { contributionProcedure } from '../record-procedures';

/**
 * Matching is the city's review work (spec section 4: match loading happens only in the
 * government admin view), so only a government admin who is not acting as a campaign may see
 * candidates or choose one. Campaign users get FORBIDDEN: they know the contribution exists.
 */
export const matchingProcedure = contributionProcedure.use(({ ctx, next }) => {
  if (ctx.actor.role !== 'government_admin' || ctx.actor.assumed)
    throw new DomainError('FORBIDDEN', 'Only government admins may match contributions');
  return next();
});
