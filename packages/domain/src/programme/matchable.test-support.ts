import type { ContributionStatus, ContributorType, OaeType } from '../enums/lists';

/** What a contribution's fields can change to in the cases below. */
interface MatchableFields {
  contributorType: ContributorType | null;
  oaeType: OaeType | null;
  status: ContributionStatus;
}

/**
 * Changes to a submitted, matchable gift of an individual, and whether it is still matchable
 * (spec section 4): only individuals' matchable or qualifying gifts, in review or awaiting.
 * Checked on the rule itself and on the Match option built from it.
 */
export const MATCHABLE_CHANGES: [Partial<MatchableFields>, boolean][] = [
  [{}, true],
  [{ oaeType: 'qualifying' }, true],
  [{ status: 'awaiting' }, true],
  [{ oaeType: 'seed' }, false],
  [{ oaeType: 'allowable' }, false],
  [{ oaeType: null }, false],
  [{ contributorType: 'family' }, false],
  [{ contributorType: 'business' }, false],
  [{ contributorType: null }, false],
  [{ status: 'archived' }, false],
  [{ status: 'draft' }, false],
  [{ status: 'processed' }, false],
  [{ status: 'out_of_compliance' }, false],
];
