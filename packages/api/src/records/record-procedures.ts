import { findContribution } from './data/contributions';
import { recordProcedure } from './procedure';

/**
 * A procedure on one contribution named by `id` (`ctx.record`, `ctx.actor`), for the
 * contribution-only procedures (matching, compliance warnings). Whoever may not see it gets
 * NOT_FOUND, the same answer as for an id that does not exist.
 */
export const contributionProcedure = recordProcedure({
  find: findContribution,
  notFoundMessage: 'Contribution not found',
});
