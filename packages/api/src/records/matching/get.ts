import type { StoredMatchCandidate } from '@portal/db';
import { isPersonContributor } from '@portal/domain';
import { refreshContributionMatches } from '../../matching';
import { findMatchEntry } from '../data/matches';
import { matchingProcedure } from './access';

type CandidateStrength = 'exact' | 'strong' | 'weak';

/**
 * A candidate in both shapes spec section 3 names (the voter file's snake_case columns and the
 * portal's camelCase), with its strength and whether it is the chosen match, so scripts written
 * against either shape keep working.
 */
const describeCandidate = (
  candidate: StoredMatchCandidate,
  matchStrength: CandidateStrength,
  matchId: string | null,
) => ({
  ...candidate,
  matchStrength,
  selected: candidate.id === matchId,
  first_name: candidate.firstName,
  last_name: candidate.lastName,
  address_1: candidate.address1,
  address_2: candidate.address2,
});

/**
 * `GET /matches/{id}`: the contribution's match entry (spec section 3): the chosen match id and
 * strength, the candidates by strength, and whether the donor lives in Portland. Candidates are
 * found when the donor's name or address is saved; a record never searched is searched now.
 */
export const get = matchingProcedure.query(async ({ ctx }) => {
  const { record: contribution } = ctx;
  let entry = await findMatchEntry(ctx.db, contribution.id);
  if (isPersonContributor(contribution.contributorType) && !entry.results) {
    await ctx.db.transaction((tx) => refreshContributionMatches(tx, [contribution.id]));
    entry = await findMatchEntry(ctx.db, contribution.id);
  }
  const results = entry.results ?? { exact: [], strong: [], weak: [] };
  const list = (strength: CandidateStrength) =>
    results[strength].map((candidate) => describeCandidate(candidate, strength, entry.matchId));
  return {
    contributionId: contribution.id,
    matchId: entry.matchId,
    matchStrength: entry.matchStrength ?? 'none',
    results: { exact: list('exact'), strong: list('strong'), weak: list('weak') },
    inPortland: entry.inPortland ?? false,
  };
});
