import { refreshContributionMatches } from '@portal/db';
import { isPersonContributor } from '@portal/domain';
import { findMatchEntry } from '../../data/matches';
import { matchingProcedure } from './access';

/**
 * `GET /matches/{id}`: the contribution's match entry (spec section 3): the chosen match id and
 * strength, the candidates by strength, and whether the donor lives in Portland. Candidates are
 * found when the donor's name or address is saved; a record never searched is searched now.
 */
export const get = matchingProcedure.query(async ({ ctx }) => {
  const { contribution } = ctx;
  let entry = await findMatchEntry(ctx.db, contribution.id);
  if (isPersonContributor(contribution.contributorType) && !entry.results) {
    await ctx.db.transaction((tx) => refreshContributionMatches(tx, [contribution.id]));
    entry = await findMatchEntry(ctx.db, contribution.id);
  }
  return {
    contributionId: contribution.id,
    matchId: entry.matchId,
    matchStrength: entry.matchStrength ?? 'none',
    results: entry.results ?? { exact: [], strong: [], weak: [] },
    inPortland: entry.inPortland ?? false,
  };
});
